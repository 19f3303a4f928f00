v = [10 20 30];
r = arrayfun(@(i) v(i) * i, 1:3)
