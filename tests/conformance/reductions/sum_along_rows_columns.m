A = magic(4);
cs = sum(A)
rs = sum(A, 2)'
d = sum(diag(A))
