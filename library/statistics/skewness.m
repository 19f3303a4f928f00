function y = skewness (x, flag, dim)
% SKEWNESS  Sample skewness.
%   skewness (X) is mean ((X - mean (X)).^3) / std (X, 1)^3 along the first
%   non-singleton dimension (NaN where the deviation is 0).
%   skewness (X, 0) applies the bias correction sqrt (N*(N-1)) / (N-2)
%   (NaN when N < 3); FLAG = 1 or [] is the uncorrected default.
%   skewness (X, FLAG, DIM) works along dimension DIM.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('skewness: X must be a numeric vector or matrix');
  end
  if (nargin < 2 || isempty (flag))
    flag = 1;
  elseif (~ isscalar (flag) || (flag ~= 0 && flag ~= 1))
    error ('skewness: FLAG must be 0 or 1');
  end
  if (nargin < 3)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ('skewness: DIM must be an integer and a valid dimension');
  end
  n = size (x, dim);
  x = center (x, dim);
  s = std (x, 1, dim);
  y = sum (x .^ 3, dim);
  ok = (s ~= 0);
  y(ok) = y(ok) ./ (n * s(ok) .^ 3);
  y(~ ok) = NaN;
  if (flag == 0)
    if (n > 2)
      y = y * (sqrt (n * (n - 1)) / (n - 2));
    else
      y(:) = NaN;
    end
  end
end
