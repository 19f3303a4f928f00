function y = shift (x, b, dim)
% SHIFT  Circular shift by B places.
%   shift (X, B) moves the elements of X B places down the first
%   non-singleton dimension (up for negative B), wrapping around;
%   shift (X, B, DIM) along dimension DIM.
  if (nargin < 2)
    print_usage ();
  end
  if (numel (x) < 1)
    error ('shift: X must not be empty');
  elseif (~ (isscalar (b) && b == fix (b)))
    error ('shift: B must be an integer');
  end
  sz = size (x);
  if (nargin == 3)
    if (~ (isscalar (dim) && dim == fix (dim)) || ~ (dim >= 1 && dim <= numel (sz)))
      error ('shift: DIM must be an integer and a valid dimension');
    end
  else
    dim = find (sz > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  end
  n = sz(dim);
  idx = repmat ({':'}, 1, numel (sz));
  idx{dim} = mod ((0:n-1) - b, n) + 1;
  y = x(idx{:});
end
