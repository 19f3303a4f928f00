function [s, l] = bounds (x, dim, nanflag)
% BOUNDS  Smallest and largest values of an array.
%   [S, L] = bounds (X) returns min (X) and max (X) along the first
%   non-singleton dimension.
%   [S, L] = bounds (X, DIM) works along dimension DIM.
%   [S, L] = bounds (..., "includenan") returns NaN where the data has a
%   NaN; "omitnan" (the default) ignores NaN values.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('bounds: X must be a numeric vector or matrix');
  end
  withnan = false;
  if (nargin == 2 && ischar (dim))
    withnan = strcmp (dim, 'includenan');
    dim = [];
  elseif (nargin == 3)
    withnan = ischar (nanflag) && strcmp (nanflag, 'includenan');
  elseif (nargin < 2)
    dim = [];
  end
  if (isempty (dim))
    dim = find (size (x) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ('bounds: DIM must be an integer and a valid dimension');
  end
  s = min (x, [], dim);
  l = max (x, [], dim);
  if (withnan)
    hasnan = any (isnan (x), dim);
    s(hasnan) = NaN;
    l(hasnan) = NaN;
  end
end
