function z = iqr (x, dim)
% IQR  Interquartile range.
%   iqr (X) is the difference between the 75th and 25th percentiles of X
%   (quantile's default method) along the first non-singleton dimension.
%   iqr (X, DIM) works along dimension DIM, a vector of dimensions or
%   "all".
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('iqr: X must be a numeric vector or matrix');
  end
  if (nargin < 2)
    dim = [];
  end
  sz = size (x);
  if (isempty (dim))
    if (max (sz) == 1)
      dim = 2;
    else
      dim = find (sz > 1, 1);
    end
  elseif (ischar (dim))
    if (~ strcmpi (dim, 'all'))
      error ('iqr: DIM must be a positive integer scalar, vector, or ''all''');
    end
    x = x(:);
    dim = 1;
  elseif (~ (isvector (dim) && isnumeric (dim) && all (dim > 0) && all (rem (dim, 1) == 0)))
    error ('iqr: DIM must be a positive integer scalar, vector, or ''all''');
  elseif (~ isscalar (dim))
    if (numel (unique (dim)) ~= numel (dim))
      error ('iqr: vector DIM must contain non-repeating positive integers');
    end
    % Gather the dimensions of DIM into the first, then work along it.
    nd = max (ndims (x), max (dim));
    rest = setdiff (1:nd, dim);
    perm = [dim(:)', rest];
    xp = permute (x, perm);
    psz = [size(xp), ones(1, nd - ndims (xp))];
    xp = reshape (xp, [prod(psz(1:numel (dim))), ones(1, numel (dim) - 1), psz(numel (dim)+1:end)]);
    inv(perm) = 1:numel (perm);
  z = permute (iqr (xp, 1), inv);
    return;
  end
  sz = size (x);
  if ((dim > numel (sz) || sz(dim) == 1) && all (isfinite (x(:))))
    z = zeros (sz);
  elseif (iscolumn (x) && dim == 1)
    % quantile returns a row for a column vector
    z = abs (diff (quantile (x, [0.25, 0.75], 1), [], 2));
  else
    z = abs (diff (quantile (x, [0.25, 0.75], dim), [], dim));
  end
end
