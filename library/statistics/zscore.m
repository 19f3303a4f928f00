function [z, mu, sigma] = zscore (x, opt, dim)
% ZSCORE  Standardize: subtract the mean, divide by the standard deviation.
%   [Z, MU, SIGMA] = zscore (X) gives Z = (X - MU) ./ SIGMA along the first
%   non-singleton dimension, MU = mean (X), SIGMA = std (X) (a zero SIGMA
%   divides by 1).  zscore (X, OPT) uses std (X, OPT); zscore (X, OPT, DIM)
%   works along dimension DIM.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('zscore: X must be a numeric vector or matrix');
  end
  if (nargin < 2 || isempty (opt))
    opt = 0;
  elseif (~ isscalar (opt) || (opt ~= 0 && opt ~= 1))
    error ('zscore: normalization OPT must be empty, 0, or 1');
  end
  if (nargin < 3)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim)) || ~ (dim >= 1 && dim <= ndims (x)))
    error ('zscore: DIM must be an integer and a valid dimension');
  end
  if (size (x, dim) == 0)
    z = x;
    return;
  end
  if (isinteger (x))
    x = double (x);
  end
  mu = mean (x, dim);
  sigma = std (x, opt, dim);
  s = sigma;
  s(s == 0) = 1;
  z = (x - mu) ./ s;
end
