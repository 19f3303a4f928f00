function A = accumdim (subs, vals, dim, n, func, fillval)
% ACCUMDIM  Accumulate slices of an array by subscript.
%   A = accumdim (SUBS, VALS) sums the slices VALS(..., k, ...) along the
%   first non-singleton dimension into A(..., SUBS(k), ...).
%   accumdim (SUBS, VALS, DIM, N, FUNC, FILLVAL): DIM the dimension, N the
%   extent of A along it (default max (SUBS)), FUNC a reduction called as
%   FUNC (SLICES, DIM) (min and max as FUNC (SLICES, [], DIM)) instead of
%   the sum, FILLVAL the value of the slices no subscript reaches
%   (default 0).
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 4 || isempty (n))
    n = 0;
  end
  if (nargin < 5)
    func = [];
  end
  if (nargin < 6 || isempty (fillval))
    fillval = 0;
  end
  if (~ isvector (subs))
    error ('accumdim: SUBS must be a subscript vector');
  elseif (~ (isnumeric (subs) && all (subs(:) == fix (subs(:))) && all (subs(:) >= 1)))
    error ('accumdim: indices must be positive integers');
  end
  m = max (subs);
  if (n == 0)
    n = m;
  elseif (n < m)
    error ('accumdim: N index out of range');
  end
  sz = size (vals);
  if (nargin < 3 || isempty (dim))
    dim = find (sz > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim) && dim >= 1))
    error ('accumdim: DIM must be a valid dimension');
  end
  sz(end+1:dim) = 1;
  if (numel (subs) ~= sz(dim))
    error ('accumdim: dimension mismatch');
  end
  out = sz;
  out(dim) = n;
  idx = repmat ({':'}, 1, numel (sz));
  if (isempty (func) || isequal (func, @sum))
    A = zeros (out, class (vals));
    for k = 1:numel (subs)
      idx{dim} = k;
      slice = vals(idx{:});
      idx{dim} = subs(k);
      A(idx{:}) = A(idx{:}) + slice;
    end
  else
    A = [];
    for s = unique (subs(:))'
      idx{dim} = find (subs == s);
      if (isequal (func, @min) || isequal (func, @max))
        r = func (vals(idx{:}), [], dim);
      else
        r = func (vals(idx{:}), dim);
      end
      if (isempty (A))
        A = zeros (out, class (r));
      end
      idx{dim} = s;
      A(idx{:}) = r;
    end
  end
  if (fillval ~= 0)
    idx{dim} = setdiff (1:n, subs);
    A(idx{:}) = fillval;
  end
end
