% A block of a matrix assigned to another block of the same matrix:
% overlapping down, up, left and right, disjoint, passing the end (rows
% inserted as in adaptive quadrature, a gap of zero rows, new columns,
% both at once), a vector block across orientations, and a matrix another
% variable holds (which keeps its old value). Blocks of 64 elements and
% more as well as small ones.
function self_block_move()
  X = reshape(1:160, 20, 8);
  Y = X; Y(3:20, :) = Y(1:18, :); show('down', Y)
  Y = X; Y(1:18, :) = Y(3:20, :); show('up', Y)
  Y = X; Y(:, 2:8) = Y(:, 1:7); show('right', Y)
  Y = X; Y(:, 1:7) = Y(:, 2:8); show('left', Y)
  Y = X; Y(2:19, 2:8) = Y(1:18, 1:7); show('diagonal', Y)
  Y = X; Y(1:18, 2:8) = Y(3:20, 1:7); show('up right', Y)
  Y = X; Y(11:20, :) = Y(1:10, :); show('disjoint', Y)
  Y = X; Y(1:20, :) = Y(1:20, :); show('same', Y)
  Y = X; Y(:) = Y(:); show('all', Y)
  Y = X; Y(21:40, :) = Y(1:20, :); show('appended', Y)
  Y = X; Y(25:40, :) = Y(5:20, :); show('gap', Y)
  Y = X; Y(5:24, :) = Y(1:20, :); show('rows grow', Y)
  Y = X; Y(:, 5:12) = Y(:, 1:8); show('columns grow', Y)
  Y = X; Y(15:26, 4:9) = Y(1:12, 1:6); show('both grow', Y)
  Y = X; Y(5, 1:18) = Y(1:18, 3); show('column into row', Y)
  Y = X; Y(1:8, 2) = Y(3, 1:8); show('row into column', Y)
  W = reshape(1:4900, 70, 70);
  W(5, 1:66) = W(1:66, 3); show('both ways', W)
  Y = X; Y(3:6, 2:3) = Y(1:4, 1:2); show('small', Y)
  Y = X; Y(20:21, :) = Y(19:20, :); show('small grow', Y)
  % Another variable holds the matrix: it keeps its old value.
  Y = X; Z = Y; Y(3:20, :) = Y(1:18, :); show('held, moved', Y); show('held, holder', Z)
  Y = X; Z = Y; Y(2:21, :) = Y(1:20, :); show('held, grown', Y); show('held, holder', Z)
  % A parameter: the caller's matrix is unchanged.
  show('parameter', shifted(X, 4)); show('caller', X)
  % Rows inserted one at a time, as adaptive quadrature does.
  S = [1:6; 11:16];
  m = 2;
  for k = 1:40
    p = mod(7 * k, min(m, 5)) + 1;
    S(p+1:m+1, :) = S(p:m, :);
    m = m + 1;
    S(p, :) = k * (1:6);
    S(p+1, :) = -S(p+1, :);
  end
  show('inserted', S)
end

function A = shifted(A, k)
  A(k+1:end, :) = A(1:end-k, :);
end

function show(name, A)
  w = (1:numel(A))';
  printf('%s: %dx%d sum=%g wsum=%g\n', name, rows(A), columns(A), sum(A(:)), sum(w .* A(:)));
  printf('  first column %s\n  last row %s\n', sprintf(' %g', A(:, 1)), sprintf(' %g', A(end, :)));
end
