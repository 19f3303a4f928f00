A = ones(2, 2, 3);
s = sum(A, 3)
