function [nest, iter] = normest (A, tol)
% -- NEST = normest (A)
% -- NEST = normest (A, TOL)
% -- [NEST, ITER] = normest (...)
%     An estimate of the 2-norm of A by the power method on A'*A, until
%     two estimates agree to the relative tolerance TOL (default 1e-6).
%     The start vector is random, from a generator seeded by trace (A)
%     (the generator's state is restored afterwards).  ITER is the
%     number of iterations.
%
%     See also: norm, normest1, svds.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    tol = 1e-6;
  end
  if (! isnumeric (A) || ndims (A) != 2)
    error ('normest: A must be a numeric 2-D matrix');
  end
  if (! (isscalar (tol) && isreal (tol)))
    error ('normest: TOL must be a real scalar');
  end
  if (! isfloat (A))
    A = double (A);
  end
  tol = max (tol, eps (class (A)));
  saved = rand ('state');
  rand ('state', full (trace (A)));
  n = columns (A);
  y = rand (n, 1);
  iter = 0;
  nest = 0;
  while (true)
    prev = nest;
    x = A * y;
    nx = norm (x);
    if (nx == 0)
      x = rand (n, 1);
    else
      x = x / nx;
    end
    y = A' * x;
    nest = norm (y);
    iter = iter + 1;
    if (abs (nest - prev) <= tol * nest)
      break;
    end
  end
  rand ('state', saved);
end
