m = mtimes([1 2], [3; 4])
d = mldivide(2, 8)
r = mrdivide(8, 2)
