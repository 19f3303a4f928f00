function n = vecnorm (A, p, dim)
% -- N = vecnorm (A)
% -- N = vecnorm (A, P)
% -- N = vecnorm (A, P, DIM)
%     The P-norm (default 2; P may be Inf) of the vectors of A along
%     dimension DIM (default the first non-singleton one).
%
%     See also: norm.

  if (nargin < 1)
    print_usage ();
  end
  if (! isnumeric (A))
    error ('vecnorm: A must be numeric');
  end
  if (nargin < 2)
    p = 2;
  end
  if (! (isscalar (p) && isreal (p) && p > 0))
    error ('vecnorm: P must be positive real scalar or Inf');
  end
  if (nargin < 3)
    dim = find (size (A) > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (! (isscalar (dim) && dim == fix (dim) && dim >= 1))
    error ('vecnorm: DIM must be a positive integer');
  end
  if (p == 2)
    n = sqrt (sumsq (A, dim));
  elseif (p == 1)
    n = sum (abs (A), dim);
  elseif (isinf (p))
    n = max (abs (A), [], dim);
  else
    n = sum (abs (A) .^ p, dim) .^ (1 / p);
  end
end
