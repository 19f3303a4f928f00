x = [1 -2 -3 4 5 -6];
changes = sum(diff(sign(x)) ~= 0)
