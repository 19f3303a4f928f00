function y = detrend (x, p)
% DETREND  Remove a polynomial trend.
%   detrend (X, P) subtracts from the vector X (each column of a matrix)
%   its least-squares fit by a polynomial of degree P in the sample index;
%   P may be "constant" (0) or "linear" (1, the default).
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    p = 1;
  end
  if (~ isnumeric (x) || ndims (x) > 2)
    error ('detrend: X must be a numeric vector or matrix');
  end
  if (ischar (p) && strcmpi (p, 'constant'))
    p = 0;
  elseif (ischar (p) && strcmpi (p, 'linear'))
    p = 1;
  elseif (~ isscalar (p) || p < 0 || p ~= fix (p))
    error ('detrend: P must be "constant", "linear", or a positive integer');
  end
  isrowvec = (rows (x) == 1);
  if (isrowvec)
    x = x.';
  end
  r = rows (x);
  B = (1:r)' .^ (0:p);
  y = x - B * (B \ x);
  if (isrowvec)
    y = y.';
  end
end
