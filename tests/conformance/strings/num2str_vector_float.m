s = num2str([1.5 2.25 3])
