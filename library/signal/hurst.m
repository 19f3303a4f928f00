function H = hurst (x)
% HURST  Hurst exponent estimated by rescaled range.
%   hurst (X) is log (R/S) / log (N) for each column of X (a vector is a
%   column), R the range of the cumulative sum of the deviations from the
%   mean, S the standard deviation and N the number of rows.
  if (nargin < 1)
    print_usage ();
  end
  if (isscalar (x))
    error ('hurst: X must not be a scalar');
  elseif (isvector (x))
    x = x(:);
  end
  w = cumsum (x - mean (x));
  H = log ((max (w) - min (w)) ./ std (x)) / log (rows (x));
end
