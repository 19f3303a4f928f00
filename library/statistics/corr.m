function r = corr (x, y)
% CORR  Correlation coefficients.
%   corr (X) is the matrix of Pearson correlation coefficients between the
%   columns of X (observations in rows).  corr (X, Y) correlates the
%   columns of X with those of Y.  A row vector is one observation of
%   several variables; a scalar gives 1.
  if (nargin < 1)
    print_usage ();
  end
  if (isscalar (x))
    r = ones (1, 1, class (x));
    if (~ isa (x, 'single'))
      r = 1;
    end
    return;
  end
  if (nargin == 2)
    r = cov (x, y) ./ (std (x)' * std (y));
  else
    c = cov (x);
    d = sqrt (diag (c));
    r = c ./ (d * d');
  end
end
