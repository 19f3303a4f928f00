v = [1 2 3];
v(logical([1 0 1 1]))
