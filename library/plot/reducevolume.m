function [nx, ny, nz, nv] = reducevolume (varargin)
% -- [NX, NY, NZ, NV] = reducevolume (V, R)
% -- [NX, NY, NZ, NV] = reducevolume (X, Y, Z, V, R)
% -- NV = reducevolume (...)
%     Keep every R-th element of the volume data V in each direction: R
%     is [RX RY RZ] (x along the columns, y along the rows, z along the
%     pages) or one factor for all three.  With four outputs the kept
%     coordinates come too: X, Y, Z are arrays the size of V or vectors
%     for its columns, rows and pages (default 1:N); without them they
%     are not looked at.
%
%     See also: isosurface, isonormals, smooth3.

  if (nargin < 2 || nargin > 5)
    print_usage ();
  end
  if (nargin == 2)
    [v, r] = varargin{:};
    x = [];
    y = [];
    z = [];
  elseif (nargin == 5)
    [x, y, z, v, r] = varargin{:};
  else
    error ('reducevolume: incorrect number of arguments');
  end
  if (isscalar (r))
    r = [r, r, r];
  elseif (numel (r) != 3)
    error ('reducevolume: reduction value R must be a scalar or a vector of length 3');
  end
  if (any (r < 1 | r != fix (r)))
    error ('reducevolume: reduction values R must be positive integers');
  end
  if (ndims (v) < 3)
    error ('reducevolume: data V must have at least 3 dimensions');
  end
  sz = size (v);
  if (any (sz(1:3) < 2))
    error ('reducevolume: data must be a non-singleton 3-dimensional matrix');
  end
  if (nargout == 4)
    x = coordinates (x, 2, sz, 'X', v);
    y = coordinates (y, 1, sz, 'Y', v);
    z = coordinates (z, 3, sz, 'Z', v);
  end
  i = 1:r(2):sz(1);
  j = 1:r(1):sz(2);
  k = 1:r(3):sz(3);
  nv = v(i, j, k, :);
  if (numel (i) < 2 || numel (j) < 2 || numel (k) < 2 || any (sz(4:end) < 2))
    error ('reducevolume: reduction value R is too high');
  end
  nv = reshape (nv, [numel(i), numel(j), numel(k), sz(4:end)]);
  if (nargout == 4)
    nx = x(i, j, k);
    ny = y(i, j, k);
    nz = z(i, j, k);
  elseif (nargout <= 1)
    nx = nv;
  else
    nx = [];   % (two or three outputs: no coordinates, as in Octave)
    ny = [];
    nz = [];
  end
end

function c = coordinates (c, dim, sz, name, v)
  % C as an array the size of V's first three dimensions.
  if (isempty (c))
    c = 1:sz(dim);
  end
  if (isvector (c) && numel (c) == sz(dim))
    shape = [1 1 1];
    shape(dim) = sz(dim);
    reps = sz(1:3);
    reps(dim) = 1;
    c = repmat (reshape (c, shape), reps);
  elseif (! size_equal (v, c))
    error ('reducevolume: %s must match the size of data V', name);
  end
end
