function vi = interpn (varargin)
% INTERPN  N-dimensional interpolation on a grid.
%   VI = interpn (X1, X2, ..., V, Y1, Y2, ...) interpolates the N-D array
%   V, given at the grid of the vectors (or ndgrid arrays) X1, X2, ..., at
%   the points Y1, Y2, ... (arrays of one size, or vectors of one length
%   for scattered points; vectors of different lengths or orientations
%   make an ndgrid).  interpn (V, Y1, Y2, ...) takes Xi = 1:size (V, i);
%   interpn (V, M) refines the grid M times by halving it (interpn (V):
%   once).  interpn (..., METHOD) with METHOD "linear" (the default,
%   multilinear), "nearest" or "spline" (cubic splines along each
%   dimension in turn, at the grid spanned by the points' coordinates);
%   interpn (..., METHOD, EXTRAPVAL) sets the value outside the grid
%   (default NaN; Octave uses NA).  "pchip" and "cubic" are not
%   implemented in matc (nor in Octave 7.3).
  nargs = nargin;
  method = 'linear';
  extrapval = [];
  if (nargs >= 2 && ischar (varargin{end-1}))
    if (~ (isnumeric (varargin{end}) && isscalar (varargin{end})))
      error ('interpn: EXTRAPVAL must be a numeric scalar');
    end
    extrapval = varargin{end};
    method = varargin{end-1};
    nargs = nargs - 2;
  elseif (nargs >= 1 && ischar (varargin{end}))
    method = varargin{end};
    nargs = nargs - 1;
  end
  if (~ isempty (method) && method(1) == '*')
    warning ('interpn: ignoring unsupported ''*'' flag to METHOD');
    method(1) = [];
  end
  if (nargs < 1)
    print_usage ();
  end
  method = validatestring (method, {'nearest', 'linear', 'pchip', 'cubic', 'spline'}, 'interpn');
  if (any (strcmp (method, {'pchip', 'cubic'})))
    error ('interpn: %s interpolation not yet implemented', method);
  end
  args = varargin(1:nargs);
  if (nargs <= 2)
    v = args{1};
    m = 1;
    if (nargs == 2)
      m = args{2};
      if (~ (isnumeric (m) && isscalar (m) && m == fix (m)))
        print_usage ();
      end
    end
    nd = ndims (v);
    x = cell (1, nd);
    y = cell (1, nd);
    for i = 1:nd
      x{i} = 1:size (v, i);
      y{i} = 1:(1 / 2^m):size (v, i);
    end
    [y{:}] = ndgrid (y{:});
  elseif (~ isvector (args{1}) && nargs == ndims (args{1}) + 1)
    v = args{1};
    nd = ndims (v);
    x = cell (1, nd);
    for i = 1:nd
      x{i} = 1:size (v, i);
    end
    y = args(2:nargs);
  elseif (rem (nargs, 2) == 1 && nargs == 2 * ndims (args{ceil (nargs / 2)}) + 1)
    nv = ceil (nargs / 2);
    v = args{nv};
    nd = ndims (v);
    x = args(1:nv-1);
    y = args(nv+1:nargs);
  else
    error ('interpn: wrong number or incorrectly formatted input arguments');
  end
  gridded = ~ all (cellfun (@isvector, x));
  for i = 1:nd
    if (gridded)
      % ndgrid arrays: each must match V; take its values along dimension i
      if (~ isequal (size (x{i}), size (v)))
        error ('interpn: incorrect dimensions for input X%d', i);
      end
      sub = repmat ({1}, 1, nd);
      sub{i} = ':';
      x{i} = x{i}(sub{:});
    end
    x{i} = x{i}(:);
    if (numel (x{i}) > 1 && x{i}(end) < x{i}(1))
      % a decreasing grid: reverse it and V along that dimension
      x{i} = flipud (x{i});
      v = flip (v, i);
    end
  end
  if (all (cellfun (@isvector, y)) && ~ all (cellfun (@(c) isequal (size (c), size (y{1})), y)))
    [y{:}] = ndgrid (y{:});
  end
  if (isempty (extrapval))
    extrapval = NaN;
    if (iscomplex (v))
      extrapval = complex (NaN, NaN);
    end
  end
  if (strcmp (method, 'spline'))
    if (~ all (cellfun (@isvector, y)))
      for i = 2:nd
        if (~ isequal (size (y{i}), size (y{1})))
          error ('interpn: incorrect dimensions for input Y%d', i);
        end
      end
    end
    if (isreal (v))
      vi = spline_grid (x, v, y, nd);
    else
      vi = complex (spline_grid (x, real (v), y, nd), spline_grid (x, imag (v), y, nd));
    end
    return;
  end
  osz = size (y{1});
  np = numel (y{1});
  vi = zeros (np, 1);
  % For each dimension: the grid cell of each point and its fraction.
  lo = zeros (np, nd);
  frac = zeros (np, nd);
  outside = false (np, 1);
  for i = 1:nd
    xi = x{i};
    q = y{i}(:);
    outside = outside | q < xi(1) | q > xi(end) | isnan (q);
    if (numel (xi) == 1)
      lo(:, i) = 1;
      continue;
    end
    c = zeros (np, 1);
    for k = 1:np
      c(k) = max (1, min (numel (xi) - 1, sum (xi <= q(k))));
    end
    lo(:, i) = c;
    frac(:, i) = (q - xi(c)) ./ (xi(c + 1) - xi(c));
  end
  sz = size (v);
  sz(end+1:nd) = 1;
  strides = [1, cumprod(sz(1:nd-1))];
  if (strcmp (method, 'nearest'))
    near = lo + (frac >= 0.5);
    near = min (near, sz(1:nd));
    vi = v(1 + (near - 1) * strides(:));
  else
    % Sum over the 2^nd corners of each cell, weighted multilinearly.
    for corner = 0:2^nd - 1
      up = bitget (corner, 1:nd);
      w = ones (np, 1);
      idx = ones (np, 1);
      for i = 1:nd
        if (up(i))
          w = w .* frac(:, i);
          pos = min (lo(:, i) + 1, sz(i));
        else
          w = w .* (1 - frac(:, i));
          pos = lo(:, i);
        end
        idx = idx + (pos - 1) * strides(i);
      end
      nz = w ~= 0;
      vi(nz) = vi(nz) + w(nz) .* v(idx(nz));
    end
  end
  vi(outside) = extrapval;
  vi = reshape (vi, osz);
end

function vi = spline_grid (x, v, y, nd)
  % Splines along each dimension in turn, at the coordinate values of Y.
  g = cell (1, nd);
  for i = 1:nd
    [g{i}, ~, pos{i}] = unique (y{i}(:));
  end
  w = v;
  for i = 1:nd
    last = max (nd, ndims (w));
    perm = [i, 1:i-1, i+1:last];
    wp = permute (w, perm);
    sz = size (wp);
    wp = reshape (wp, sz(1), []);
    r = spline (x{i}, wp.', g{i}(:).').';
    sz(1) = numel (g{i});
    wp = reshape (r, sz);
    inv(perm) = 1:numel (perm);
    w = permute (wp, inv);
  end
  % pick each point's value out of the grid
  sub = cell (1, nd);
  for i = 1:nd
    sub{i} = pos{i};
  end
  vi = reshape (w(sub2ind ([cellfun(@numel, g), 1], sub{:})), size (y{1}));
end
