function [x, resnorm, residual, exitflag, output, lambda] = lsqnonneg (c, d, x0, options)
% -- X = lsqnonneg (C, D)
% -- X = lsqnonneg (C, D, X0)
% -- X = lsqnonneg (C, D, X0, OPTIONS)
% -- [X, RESNORM, RESIDUAL, EXITFLAG, OUTPUT, LAMBDA] = lsqnonneg (...)
%     The X >= 0 that minimizes norm (C * X - D), by the active-set method
%     of Lawson and Hanson ("Solving Least Squares Problems", 1974,
%     ch. 23).  X0 is a starting point (its negative parts set to zero).
%
%     OPTIONS (optimset): MaxIter (1e5), TolX (for the gradient test; by
%     default 10 * eps * norm (C, 1) * length (C)).  RESNORM is the
%     squared residual norm and RESIDUAL = D - C * X.  EXITFLAG is the
%     number of iterations, or 0 when MaxIter was reached.  OUTPUT has
%     algorithm and iterations; LAMBDA the Lagrange multipliers (zero
%     where X > 0).
%
%     See also: pqpnonneg, lscov, optimset.

  if (nargin == 1 && ischar (c) && strcmp (c, 'defaults'))
    x = struct ('MaxIter', 1e5);
    return;
  end
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    x0 = [];
  end
  if (nargin < 4)
    options = struct ();
  end
  if (! (isnumeric (c) && ismatrix (c)) || ! (isnumeric (d) && ismatrix (d)))
    error ('lsqnonneg: C and D must be numeric matrices');
  end
  if (! isstruct (options))
    error ('lsqnonneg: OPTIONS must be a struct');
  end
  n = columns (c);
  max_iter = optimget (options, 'MaxIter', 1e5);
  solve = @(p) c(:, p) \ d;
  gradient = @(x) c' * (d - c * x);
  tol = @() optimget (options, 'TolX', 10 * eps * norm (c, 1) * length (c));
  [x, p, w, iter] = nonneg_active_set ('lsqnonneg', n, x0, max_iter, solve, gradient, tol, rows (c) >= n);
  if (nargout > 1)
    resnorm = norm (c * x - d) ^ 2;
  end
  if (nargout > 2)
    residual = d - c * x;
  end
  if (nargout > 3)
    exitflag = iter;
    if (iter >= max_iter)
      exitflag = 0;
    end
  end
  if (nargout > 4)
    output = struct ('algorithm', 'nnls', 'iterations', iter);
  end
  if (nargout > 5)
    lambda = zeros (size (x));
    lambda(setdiff (1:numel (x), p)) = w;
  end
end
