% Sparse matrices whose full form would not fit: indexing, assembly in a
% loop, products and scaling stay on the compressed columns.
n = 1e5;
I = speye(n);
disp(I(5, 5)); disp(nnz(I(:, 7))); disp(size(I(3, :)))
e = ones(n, 1);
T = spdiags([-e 2*e -e], -1:1, n, n);
disp(nnz(T)); disp(full(T(n, n - 1))); disp(full(sum(T(:, 500))))
K = T * T;
disp(nnz(K)); disp(full(K(3, 3))); disp(full(K(1, 3)))
x = T * e; disp(sum(x)); disp([x(1) x(2) x(n)])
y = (e' * T)'; disp(sum(y))
S = 3 * T - T / 2;
disp(nnz(S)); disp(full(S(2, 2)))
B = T(1000:1010, 1000:1010); disp(full(B(1:3, 1:3)))
m = 2e4;
A = sparse(m, m);
for i = 1:m
  A(i, i) = 2;
  if i > 1
    A(i, i - 1) = -1;
  end
  if i < m
    A(i, i + 1) = -1;
  end
end
disp(nnz(A)); disp(isequal(A, T(1:m, 1:m)))
A(:, 1) = []; A(1, :) = [];
disp(size(A)); disp(nnz(A))
M = T + 2 * speye(n);
b = M * (1:n)';
x = M \ b;
printf('%.9f %.9f %.9f\n', x(1), x(n / 2), x(n));
disp(issparse(x)); disp(size(x))
