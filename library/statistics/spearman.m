function rho = spearman (x, y)
% SPEARMAN  Spearman's rank correlation coefficient.
%   spearman (X) is the matrix of rank correlations between the columns of
%   X (a row vector is taken as a column); spearman (X, Y) correlates the
%   columns of X with those of Y.  It is corr of the ranks (ties get their
%   mean rank).
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    y = [];
  end
  if (~ (isnumeric (x) || islogical (x)) || ~ (isnumeric (y) || islogical (y)))
    error ('spearman: X and Y must be numeric matrices or vectors');
  end
  if (ndims (x) ~= 2 || ndims (y) ~= 2)
    error ('spearman: X and Y must be 2-D matrices or vectors');
  end
  if (isrow (x))
    x = x.';
  end
  if (nargin < 2)
    rho = corr (ranks (x));
  else
    if (isrow (y))
      y = y.';
    end
    if (rows (x) ~= rows (y))
      error ('spearman: X and Y must have the same number of observations');
    end
    rho = corr (ranks (x), ranks (y));
  end
  if (isa (x, 'single') || isa (y, 'single'))
    rho = single (rho);
  end
end
