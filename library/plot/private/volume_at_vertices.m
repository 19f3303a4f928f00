function out = volume_at_vertices (caller, x, y, z, val, v, what)
% VOLUME_AT_VERTICES  Trilinear interpolation of the volume VAL (rows
%   along Y, columns along X, pages along Z) at the vertices V (one
%   [x y z] per row), "values", or the "normals" (gradients by central
%   differences over a box of half the grid spacing around each vertex,
%   scaled as Octave's isonormals scales them).  Points outside the grid
%   are extrapolated from its border cells.
  if (isnumeric (x) && ndims (x) == 3 && isnumeric (y) && isnumeric (z) ...
      && size_equal (x, y, z, val))
    x = reshape (x(1, :, 1), [], 1);
    y = reshape (y(:, 1, 1), [], 1);
    z = reshape (z(1, 1, :), [], 1);
  elseif (isvector (x) && isvector (y) && isvector (z))
    x = x(:);
    y = y(:);
    z = z(:);
  else
    error ([caller ': X, Y, Z have unequal dimensions']);
  end
  % (Octave's test: VAL's size differs from [numel(X), numel(Y),
  % numel(Z)] in every dimension.)
  sv = size (val);
  if (numel (sv) != 3 || all (sv != [numel(x), numel(y), numel(z)]))
    error ([caller ': VAL dimensions must match those of X, Y, and Z']);
  end
  if (columns (v) != 3)
    error ([caller ': V must be an Nx3 matrix']);
  end
  if (isempty (v))
    out = [];
    return;
  end
  if (strcmp (what, 'values'))
    out = trilinear (x, y, z, val, v);
    return;
  end
  [ix, iy, iz] = cells (x, y, z, v);
  hx = 0.5 * spacing (x, ix);
  hy = 0.5 * spacing (y, iy);
  hz = 0.5 * spacing (z, iz);
  dx = zeros (rows (v), 1);
  dy = dx;
  dz = dx;
  for sx = [-1 1]
    for sy = [-1 1]
      for sz = [-1 1]
        f = trilinear (x, y, z, val, [v(:, 1) + sx * hx, v(:, 2) + sy * hy, v(:, 3) + sz * hz]);
        dx = dx + sx * f;
        dy = dy + sy * f;
        dz = dz + sz * f;
      end
    end
  end
  out = 0.5 * [dx ./ hx, dy ./ hy, dz ./ hz];
end

function f = trilinear (x, y, z, val, v)
  [ix, iy, iz] = cells (x, y, z, v);
  tx = (v(:, 1) - x(ix)) ./ (x(ix + 1) - x(ix));
  ty = (v(:, 2) - y(iy)) ./ (y(iy + 1) - y(iy));
  tz = (v(:, 3) - z(iz)) ./ (z(iz + 1) - z(iz));
  s = size (val);
  at = @(di, dj, dk) val(sub2ind (s, iy + di, ix + dj, iz + dk));
  f = at (0, 0, 0) .* (1 - ty) .* (1 - tx) .* (1 - tz) ...
      + at (1, 0, 0) .* ty .* (1 - tx) .* (1 - tz) ...
      + at (0, 1, 0) .* (1 - ty) .* tx .* (1 - tz) ...
      + at (0, 0, 1) .* (1 - ty) .* (1 - tx) .* tz ...
      + at (0, 1, 1) .* (1 - ty) .* tx .* tz ...
      + at (1, 0, 1) .* ty .* (1 - tx) .* tz ...
      + at (1, 1, 0) .* ty .* tx .* (1 - tz) ...
      + at (1, 1, 1) .* ty .* tx .* tz;
end

function [ix, iy, iz] = cells (x, y, z, v)
  % The grid cell of each vertex (the border cells beyond the grid).
  ix = cell_of (x, v(:, 1));
  iy = cell_of (y, v(:, 2));
  iz = cell_of (z, v(:, 3));
end

function i = cell_of (g, p)
  i = 1 + sum (p(:)' >= g(2:end-1), 1)';
end

function h = spacing (g, i)
  d = diff (g);
  d(end + 1) = d(end);
  h = d(i);
end
