% Sparse kernels at order N (default 5000: a full matrix of that order is
% 200 MB): element reads and an assembly loop, products, scaling and
% slicing. Run as `N = 1e5; sparse_orders` for orders whose full form does
% not fit. Each line prints the kernel's time and a checksum.
if ~exist('N', 'var')
  N = 5000;
end
e = ones(N, 1);
T = spdiags([-e 2*e -e], -1:1, N, N);
tic; s = 0; for i = 1:100, s = s + T(i, i) + T(i + 1, i); end
printf('%-24s %8.3f s  %g\n', 'read T(i,j) x200', toc, full(s));
m = min(N, 1000);
tic; A = sparse(m, m);
for i = 1:m
  A(i, i) = 2;
  if i > 1, A(i, i - 1) = -1; end
  if i < m, A(i, i + 1) = -1; end
end
printf('%-24s %8.3f s  %d\n', 'assemble A(i,j)=x', toc, nnz(A));
tic; K = T * T; printf('%-24s %8.3f s  %d\n', 'sparse * sparse', toc, nnz(K));
tic; x = T * e; printf('%-24s %8.3f s  %g\n', 'sparse * vector', toc, sum(x));
tic; y = e' * T; printf('%-24s %8.3f s  %g\n', 'vector'' * sparse', toc, sum(y));
tic; S = 3 * T - T / 2; printf('%-24s %8.3f s  %d\n', 'scalar * and /', toc, nnz(S));
tic; B = T(:, 10:20); C = T(10:20, :); D = T(100:200, 100:200);
printf('%-24s %8.3f s  %d\n', 'slices', toc, nnz(B) + nnz(C) + nnz(D));
tic; T(:, 1) = 0; T(5, :) = []; printf('%-24s %8.3f s  %d\n', 'clear col, delete row', toc, nnz(T));
