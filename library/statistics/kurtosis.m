function y = kurtosis (x, flag, dim)
% KURTOSIS  Sample kurtosis.
%   kurtosis (X) is mean ((X - mean (X)).^4) / var (X, 1)^2 along the first
%   non-singleton dimension (NaN where the variance is 0); a normal
%   distribution has kurtosis 3.  kurtosis (X, 0) applies the bias
%   correction 3 + (N-1) / ((N-2)*(N-3)) * ((N+1)*K - 3*(N-1)) (NaN when
%   N < 4).  kurtosis (X, FLAG, DIM) works along dimension DIM.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('kurtosis: X must be a numeric vector or matrix');
  end
  if (nargin < 2 || isempty (flag))
    flag = 1;
  elseif (~ isscalar (flag) || (flag ~= 0 && flag ~= 1))
    error ('kurtosis: FLAG must be 0 or 1');
  end
  if (nargin < 3)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ('kurtosis: DIM must be an integer and a valid dimension');
  end
  n = size (x, dim);
  x = center (x, dim);
  v = var (x, 1, dim);
  y = sum (x .^ 4, dim);
  ok = (v ~= 0);
  y(ok) = y(ok) ./ (n * v(ok) .^ 2);
  y(~ ok) = NaN;
  if (flag == 0)
    if (n > 3)
      c = (n - 1) / ((n - 2) * (n - 3));
      y = 3 + c * ((n + 1) * y - 3 * (n - 1));
    else
      y(:) = NaN;
    end
  end
end
