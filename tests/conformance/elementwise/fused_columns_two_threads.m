% Columns of one large matrix computed from its other columns, as the
% three-term recurrence of Legendre polynomials does: a pass of a megabyte
% or more is cut between two threads, each reading blocks of the same
% matrix before and after the column it writes. Also a column updated from
% itself, rows written from the rows below, and a matrix another variable
% still holds (which keeps its old value).
function fused_columns_two_threads()
  n = 140001;
  x = linspace(-1, 1, n)';
  P = zeros(n, 8);
  P(:, 1) = 1;
  P(:, 2) = x;
  for j = 1:5
    P(:, j + 2) = (1 / (j + 1)) * ((2 * j + 1) * x .* P(:, j + 1) - j * P(:, j));
  end
  show('recurrence', P);
  P(:, 8) = P(:, 1) - 2 * P(:, 7) .* x;
  show('last from first', P);
  P(:, 1) = P(:, 8) .* P(:, 3) + P(:, 1) / 3;
  show('first from later', P);
  P(:, 4) = 2 * P(:, 4) + P(:, 5);
  show('own column', P);
  Q = P;
  Q(:, 2) = Q(:, 1) + Q(:, 3) .* x;
  show('copy', Q); show('kept', P);
  v = (1:3 * n)';
  v(n + 1:2 * n) = v(1:n) .* 0.5 + v(2 * n + 1:3 * n);
  show('vector blocks', v);
end

function show(name, A)
  fprintf('%s: %.17g %.17g %.17g\n', name, sum(A(:)), sum(abs(A(:))), sum(A(:) .* (1:numel(A))'));
end
