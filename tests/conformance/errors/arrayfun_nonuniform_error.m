r = arrayfun(@(x) 1:x, 1:3)
