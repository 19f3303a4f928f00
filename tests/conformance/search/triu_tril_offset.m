A = magic(4);
triu(A, 1)
tril(A, -1)
