r = arrayfun(@(x) x * 10, [1 2; 3 4])
