D = diag([1 2], 1)
d = diag([1 2 3; 4 5 6])
