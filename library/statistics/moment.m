function m = moment (x, p, opt1, opt2)
% MOMENT  Central or raw moment of order P.
%   moment (X, P) is sum ((X - mean (X)).^P) / N along the first
%   non-singleton dimension.  moment (X, P, TYPE) with TYPE containing
%   "r" gives raw moments (no centering), with "a" absolute moments;
%   moment (X, P, DIM), moment (X, P, TYPE, DIM) and moment (X, P, DIM,
%   TYPE) choose the dimension.
  if (nargin < 2)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)) || isempty (x))
    error ('moment: X must be a non-empty numeric matrix or vector');
  end
  if (~ (isnumeric (p) && isscalar (p)))
    error ('moment: P must be a numeric scalar');
  end
  type = '';
  dim = [];
  if (nargin == 3)
    if (ischar (opt1))
      type = opt1;
    else
      dim = opt1;
    end
  elseif (nargin == 4)
    if (ischar (opt1))
      type = opt1;
      dim = opt2;
    elseif (ischar (opt2))
      type = opt2;
      dim = opt1;
    else
      error ('moment: TYPE must be a string');
    end
  end
  if (nargin == 2 || (nargin == 3 && ischar (opt1)))
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ('moment: DIM must be an integer and a valid dimension');
  end
  n = size (x, dim);
  if (~ any (type == 'r'))
    x = center (x, dim);
  end
  if (any (type == 'a'))
    x = abs (x);
  end
  m = sum (x .^ p, dim) / n;
end
