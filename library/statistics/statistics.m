function stats = statistics (x, dim)
% STATISTICS  Summary statistics.
%   statistics (X) gives, along the first non-singleton dimension of X, the
%   minimum, first quartile, median, third quartile, maximum, mean,
%   standard deviation, skewness and kurtosis, in that order (quartiles by
%   quantile's method 7).  statistics (X, DIM) works along dimension DIM.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('statistics: X must be a numeric vector or matrix');
  end
  if (nargin < 2)
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim)) || ~ (dim >= 1 && dim <= ndims (x)))
    error ('statistics: DIM must be an integer and a valid dimension');
  end
  if (size (x, dim) < 2)
    error ('statistics: dimension of X is too small (<2)');
  end
  q = quantile (x, [0.25; 0.5; 0.75], dim, 7);
  stats = cat (dim, min (x, [], dim), q, max (x, [], dim), mean (x, dim), ...
               std (x, [], dim), skewness (x, [], dim), kurtosis (x, [], dim));
end
