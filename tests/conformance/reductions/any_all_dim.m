A = [1 0; 1 1];
all(A)
all(A, 2)
any(A(:) == 0)
