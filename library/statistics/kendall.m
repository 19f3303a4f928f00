function tau = kendall (x, y)
% KENDALL  Kendall's rank correlation coefficient tau.
%   kendall (X) is the matrix of Kendall's tau between the columns of X (a
%   row vector is taken as a column); kendall (X, Y) between the columns
%   of X and those of Y.  tau is the correlation, over all ordered pairs
%   of observations (i, j), of sign (rank(i) - rank(j)).
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    y = [];
  end
  if (~ (isnumeric (x) || islogical (x)) || ~ (isnumeric (y) || islogical (y)))
    error ('kendall: X and Y must be numeric matrices or vectors');
  end
  if (ndims (x) ~= 2 || ndims (y) ~= 2)
    error ('kendall: X and Y must be 2-D matrices or vectors');
  end
  if (isrow (x))
    x = x.';
  end
  [n, c] = size (x);
  if (nargin == 2)
    if (isrow (y))
      y = y.';
    end
    if (rows (y) ~= n)
      error ('kendall: X and Y must have the same number of observations');
    end
    x = [x, y];
  end
  if (isa (x, 'single') || isa (y, 'single'))
    cls = 'single';
  else
    cls = 'double';
  end
  r = ranks (x);
  m = zeros (n * n, columns (x), cls);
  for k = 1:columns (x)
    d = sign (r(:, k).' - r(:, k));
    m(:, k) = d(:);
  end
  tau = corr (m);
  if (nargin == 2)
    tau = tau(1:c, c+1:end);
  end
end
