A = [4 1 0 0; 1 -3 1 0; 0 2 5 1; 1 0 1 6]; b = [1;2;3;4];
[x, flag, relres, iter, resvec] = gmres(A, b);
x', flag, relres < 1e-10, iter, numel(resvec)
[x, flag, relres, iter, resvec] = gmres(A, b, 2);
x', flag, relres < 1e-6, iter, numel(resvec)
x = gmres(A, b, 2, 1e-12, 1);
x = gmres(A, b, [], 1e-12, 2);
[x, flag, relres, iter] = gmres(A, b, [], 1e-8, [], diag(diag(A)));
x', flag, iter
[x, flag, relres, iter] = gmres(@(v) A*v, b, 3, 1e-8, 5);
x', flag, iter
x = gmres(A, zeros(4,1))
n = 12; B = toeplitz([4 -1 zeros(1, n-2)]) + diag(1:n)/10; c = ones(n,1);
[x, flag, relres, iter, resvec] = gmres(B, c, 4, 1e-10, 5);
flag, iter, numel(resvec)
x = gmres(B, c, 4);
x = gmres(B, c, 20);
