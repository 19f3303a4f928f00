function [lower, upper] = bandwidth (A, type)
% -- BW = bandwidth (A, TYPE)
% -- [LOWER, UPPER] = bandwidth (A)
%     The bandwidth of A: LOWER is the number of nonzero diagonals below
%     the main diagonal, UPPER the number above it.  TYPE "lower" or
%     "upper" returns only that one.
%
%     See also: isbanded, isdiag, istril, istriu.

  if (nargin < 1)
    print_usage ();
  end
  if ((! isnumeric (A) && ! islogical (A)) || ndims (A) != 2)
    error ('bandwidth: A must be a 2-D numeric or logical matrix');
  end
  if (nargin == 2 && ! (strcmp (type, 'lower') || strcmp (type, 'upper')))
    error ('bandwidth: TYPE must be "lower" or "upper"');
  end
  [i, j] = find (A);
  lo = 0;
  up = 0;
  if (! isempty (i))
    lo = max ([0; i(:) - j(:)]);
    up = max ([0; j(:) - i(:)]);
  end
  if (nargin == 2 && strcmp (type, 'upper'))
    lower = up;
  else
    lower = lo;
    upper = up;
  end
end
