m = [1 2; 3 4];
back = cell2mat(num2cell(m))
