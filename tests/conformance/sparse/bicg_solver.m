A = [4 1 0 0; 1 -3 1 0; 0 2 5 1; 1 0 1 6]; b = [1;2;3;4];
[x, flag, relres, iter, resvec] = bicg(A, b);
x', flag, relres < 1e-6, iter, numel(resvec)
[x, flag, relres, iter] = bicg(A, b, 1e-12, 2);
x', flag, iter
[x, flag, relres, iter] = bicg(A, b, 1e-10, 10, diag(diag(A)));
x', flag, iter
[x, flag, relres, iter] = bicg(A, [b, b+1], 1e-8, 10, [], [], ones(4,1));
x', flag, iter
x = bicg(A, zeros(4,1))
x = bicg(A, b, 1e-14, 1);
n = 12; B = toeplitz([4 -1 zeros(1, n-2)]) + diag(1:n)/10; c = ones(n,1);
[x, flag, relres, iter, resvec] = bicg(B, c, 1e-10);
flag, iter, numel(resvec)
S = sparse([4 1 0; 1 5 2; 0 2 6]);
[x, flag, relres, iter] = bicg(S, [1;2;3]);
x', flag, iter
