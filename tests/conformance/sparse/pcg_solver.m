% pcg: flags, iteration counts and solutions (residuals only up to rounding)
n = 10;
A = toeplitz (sparse ([1, 1], [1, 2], [2, 1], 1, n));
b = A * ones (n, 1);
[x, flag, relres, iter, resvec] = pcg (A, b);
x', flag, relres < 1e-12, iter, numel (resvec), resvec(1:3)'
[x, flag, relres, iter, resvec, eigest] = pcg (A, b, 1e-8, 3);
x', flag, relres, iter, resvec, eigest
M = diag (diag (A)) * 2;
[x, flag, relres, iter] = pcg (A, b, 1e-10, 50, M);
x', flag, relres < 1e-10, iter
[x, flag, relres, iter] = pcg (@(x) A*x, b, [], [], [], [], ones (n,1) * 0.5);
x', flag, iter
x = pcg (A, b, 1e-8, 3);
[x, flag] = pcg (-A, b)
x = pcg (A, zeros (n,1));
A = [4 1 0; 1 3 1; 0 1 2]; b = [1;2;3];
[x, flag, relres, iter, resvec, eigest] = pcg (A, b);
x, flag, iter, size (resvec), eigest
