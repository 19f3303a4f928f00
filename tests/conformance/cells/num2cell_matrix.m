c = num2cell([1 2; 3 4])
