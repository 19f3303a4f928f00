s = num2str([1 2; 3 4])
