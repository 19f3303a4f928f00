A = [1 -2; -3 4];
n1 = norm(A, 1)
ninf = norm(A, Inf)
