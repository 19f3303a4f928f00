% eigs: a small matrix takes eig's path (eigs.m's order); a larger real
% symmetric one gives its eigenvalues in ARPACK's order.
n = 40;
d = [-20 -7 -3 -1 0.5 2 3.5 6 9 15 linspace(-0.9, 0.9, 30)];
[Q, ~] = qr(reshape(sin((1:n*n) .^ 1.3), n, n));
A = Q * diag(d) * Q';
A = (A + A') / 2;
for s = {'lm', 'sm', 'la', 'sa', 'be'}
  e = eigs(A, 4, s{1});
  fprintf('%s: %s\n', s{1}, sprintf('%.6f ', e));
end
fprintf('sigma 2.2: %s\n', sprintf('%.6f ', eigs(A, 4, 2.2)));
fprintf('default: %s\n', sprintf('%.6f ', eigs(A)));
fprintf('k = 3: %s\n', sprintf('%.6f ', eigs(A, 3)));
% the wave equation's smallest modes (a sparse second-difference matrix)
N = 100;
col = ones(N, 1);
D2 = -spdiags([col, -2*col, col], -1:1, N, N);
fprintf('%.8f\n', eigs(D2, 5, 'sa'));
[V, L] = eigs(D2, 3, 'sa');
disp(size(V)); disp(size(L));
fprintf('%.8f\n', norm(D2 * V - V * L) < 1e-10);
% small matrices: eig's values picked as eigs.m picks them
B = [4 -2 1 0; 3 1 -1 2; 0 2 5 -3; 1 0 2 -1];
eigs(B)
eigs(B, 2)
[V, D] = eigs(B, 2, 'sm')
[V, D, flag] = eigs(magic(3), 2)
eigs([2 1 0; 1 3 1; 0 1 4], 2, 'sa')
eigs(single(B), 2)
eigs(B, [], 2)
try
  eigs(magic(4), 5)
catch err
  disp(err.message)
end
try
  eigs(magic(4), 2, 'foo')
catch err
  disp(err.message)
end
try
  eigs(magic(4), 2, 'sa')
catch err
  disp(err.message)
end
try
  eigs(ones(2, 3))
catch err
  disp(err.message)
end
