% matrix_type: the structure the solvers would find in sparse and full
% matrices, and its dependence on spparms ('bandden').
I = speye (10, 10);
U = [[I; sparse(1, 10)], [1; sparse(9, 1); 1]];
L = [I, sparse(10, 1); 1, sparse(1, 9), 1];
U2 = [speye(11, 9), [1; sparse(8, 1); 1; 0]];
L2 = [speye(9, 11); [1, sparse(1, 8), 1, 0]];
S = speye (11, 10);
cases = {I, I([2:10, 1], :), U, U(:, [2, 1, 3:11]), L, L([2, 1, 3:11], :), ...
         speye(10, 11), S([2:11, 1], :), U2, U2(:, [2, 1, 3:10]), L2, ...
         L2([2, 1, 3:10], :), 1i*I, [I, sparse(10, 1); 1i, sparse(1, 9), 1], ...
         [I, [sparse(9, 1); 1]; -1, sparse(1, 9), 1], sparse(3, 3), sparse([]), ...
         sparse(5), sparse(0), sparse([1 1; 0 0]), sparse([0 0 1; 0 1 1; 1 1 1]), ...
         sparse([1 1 1; 1 1 0; 1 0 0]), sparse([5 0 0 1; 0 5 0 0; 0 0 5 0; 1 0 0 5]), ...
         sparse([1 0 2; 0 1 0]), sparse([0 1 0; 1 0 0]), sparse(true(3))};
for k = 1:numel (cases)
  A = cases{k};
  printf ('%2d %2dx%-2d %s\n', k, rows (A), columns (A), matrix_type (A));
end
% Tridiagonal and banded systems (Poisson in 1-D and 2-D).
n = 8;
e = ones (n, 1);
T = spdiags ([-e 2*e -e], -1:1, n, n);
disp (matrix_type (T))
disp (matrix_type (T - 3 * speye (n)))
disp (matrix_type (spdiags ([e e], [-1 1], n, n) + speye (n)))
P = kron (speye (n), T) + kron (T, speye (n));
disp (matrix_type (P))
disp (matrix_type (spdiags ([e e e e e], -2:2, n, n)))
disp (matrix_type (triu (T)))
Tl = tril (T);
disp (matrix_type (Tl(n:-1:1, :)))
bnd = spparms ('bandden');
% (Octave answers "Unknown" for a matrix typed under another bandden, so
% these are new matrices.)
spparms ('bandden', 1);
T = spdiags ([-e 2*e -e], -1:1, n, n);
disp (matrix_type (T))
spparms ('bandden', 0.9);
P = kron (speye (n), T) + kron (T, speye (n));
disp (matrix_type (P))
spparms ('bandden', bnd);
% Full matrices.
full_cases = {triu(ones(10)), triu(ones(10), -1), tril(ones(10)), tril(ones(10), 1), ...
              10*eye(10) + ones(10), ones(11, 10), [2 1; 1 2], [4 2; 2 1], [2 1+1i; 1-1i 3], ...
              [2 1i; 1i 3], true(2), 5, -5, [1 NaN; 0 1], single([2 1; 1 2]), int8([1 2; 0 1]), zeros(0, 3), ...
              10*eye(10) + 1i*triu(ones(10), 1) - 1i*tril(ones(10), -1), magic(4)};
for k = 1:numel (full_cases)
  printf ('%2d %s\n', k, matrix_type (full_cases{k}));
end
% Setting a type returns the matrix; errors.
B = matrix_type (T, 'upper');
disp (isequal (B, T))
B = matrix_type (magic (3), 'full')
bad = {{}, {{1}}, {'abc'}, {T, 'foo'}, {T, 3}, {T, 'upper', [1 2]}, {magic(3), 'diagonal'}, {1, 2, 3, 4, 5}};
for k = 1:numel (bad)
  try
    matrix_type (bad{k}{:});
  catch err
    disp (strtok (err.message, char (10)));
  end
end
