function y = center (x, dim)
% CENTER  Subtract the mean.
%   center (X) subtracts the mean of X along its first non-singleton
%   dimension; center (X, DIM) along dimension DIM.  Integer input is
%   converted to double first.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('center: X must be a numeric vector or matrix');
  end
  if (isinteger (x))
    x = double (x);
  end
  if (nargin < 2)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ('center: DIM must be an integer and a valid dimension');
  end
  if (size (x, dim) == 0)
    y = x;
  else
    y = x - mean (x, dim);
  end
end
