m = cell2mat(3)
