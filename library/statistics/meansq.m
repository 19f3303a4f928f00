function y = meansq (x, dim)
% MEANSQ  Mean of the squares.
%   meansq (X) is sumsq (X) / N along the first non-singleton dimension,
%   N the length of that dimension; meansq (X, DIM) along dimension DIM.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('mean: X must be a numeric vector or matrix');
  end
  if (nargin < 2)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ('mean: DIM must be an integer and a valid dimension');
  end
  y = sumsq (x, dim) / size (x, dim);
end
