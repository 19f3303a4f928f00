A = magic(3);
U = triu(A)
L = tril(A)
d = diag(A)
D = diag([1 2 3])
