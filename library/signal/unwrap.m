function y = unwrap (x, tol, dim)
% UNWRAP  Remove the jumps of 2*pi from phase angles.
%   unwrap (X) adds multiples of 2*pi along the first non-singleton
%   dimension wherever consecutive values differ by more than pi in
%   absolute value, making the phase continuous; unwrap (X, TOL) uses TOL
%   instead of pi; unwrap (X, TOL, DIM) works along dimension DIM.
  if (nargin < 1)
    print_usage ();
  end
  if (~ isnumeric (x))
    error ('unwrap: X must be a numeric matrix or vector');
  end
  if (nargin < 2 || isempty (tol))
    tol = pi;
  end
  tol = abs (tol);
  sz = size (x);
  if (nargin == 3)
    if (~ (isscalar (dim) && dim == fix (dim)) || ~ (dim >= 1 && dim <= numel (sz)))
      error ('unwrap: DIM must be an integer and a valid dimension');
    end
  else
    dim = find (sz > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  end
  m = sz(dim);
  if (m == 1)
    y = x;
    return;
  end
  idx = repmat ({':'}, 1, numel (sz));
  idx{dim} = [1, 1:m-1];
  d = x(idx{:}) - x;            % previous minus current (0 for the first)
  jumps = round (abs (d) ./ (2*pi)) .* (2*pi) .* ((d > tol) - (d < -tol));
  y = x + cumsum (jumps, dim);
end
