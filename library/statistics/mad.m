function y = mad (x, opt, dim)
% MAD  Mean or median absolute deviation.
%   mad (X) is mean (abs (X - mean (X))) along the first non-singleton
%   dimension.  mad (X, 1) uses the median in both places instead.
%   mad (X, OPT, DIM) works along dimension DIM.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('mad: X must be a numeric vector or matrix');
  end
  if (nargin < 2 || isempty (opt))
    opt = 0;
  elseif (~ isscalar (opt) || (opt ~= 0 && opt ~= 1))
    error ('mad: OPT must be 0 or 1');
  end
  if (nargin < 3)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ('mad: DIM must be an integer and a valid dimension');
  end
  if (opt == 0)
    y = mean (abs (x - mean (x, dim)), dim);
  else
    y = median (abs (x - median (x, dim)), dim);
  end
end
