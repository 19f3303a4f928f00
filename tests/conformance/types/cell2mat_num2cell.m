m = cell2mat({1 2; 3 4})
c = num2cell([1 2])
