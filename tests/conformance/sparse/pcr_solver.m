A = [4 1 0 0; 1 -3 1 0; 0 1 5 1; 0 0 1 6]; b = [1;2;3;4];
[x, flag, relres, iter, resvec] = pcr(A, b);
x', flag, relres < 1e-6, iter, size(resvec)
[x, flag, relres, iter] = pcr(A, b, 1e-12, 2);
x', flag, iter, relres
[x, flag, relres, iter] = pcr(A, b, 1e-10, 10, diag(diag(abs(A))));
x', flag, iter
[x, flag, relres, iter] = pcr(@(v) A*v, b, 1e-8, 5, [], ones(4,1));
x', flag, iter
x = pcr(A, b);
x'
