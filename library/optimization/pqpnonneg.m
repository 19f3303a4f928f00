function [x, minval, exitflag, output, lambda] = pqpnonneg (c, d, x0, options)
% -- X = pqpnonneg (C, D)
% -- X = pqpnonneg (C, D, X0)
% -- X = pqpnonneg (C, D, X0, OPTIONS)
% -- [X, MINVAL, EXITFLAG, OUTPUT, LAMBDA] = pqpnonneg (...)
%     The X >= 0 that minimizes 1/2 X' * C * X + D' * X for a positive
%     definite C, by the active-set method of Lawson and Hanson's NNLS
%     ("Solving Least Squares Problems", 1974, ch. 23) applied to the
%     quadratic.  X0 is a starting point (its negative parts set to zero).
%
%     OPTIONS (optimset): MaxIter (1e5).  MINVAL is the minimum.
%     EXITFLAG is the number of iterations, or 0 when MaxIter was reached.
%     OUTPUT has algorithm and iterations; LAMBDA the Lagrange multipliers
%     (zero where X > 0).
%
%     See also: lsqnonneg, qp, optimset.

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
    error ('pqpnonneg: C and D must be numeric matrices');
  end
  if (! issquare (c))
    error ('pqpnonneg: C must be a square matrix');
  end
  if (! isstruct (options))
    error ('pqpnonneg: OPTIONS must be a struct');
  end
  n = columns (c);
  max_iter = optimget (options, 'MaxIter', 1e5);
  solve = @(p) -(c(p, p) \ d(p));
  gradient = @(x) -(d + c * x);
  tol = @() 0;
  [x, p, w, iter] = nonneg_active_set ('pqpnonneg', n, x0, max_iter, solve, gradient, tol, true);
  if (nargout > 1)
    minval = 1/2 * (x' * c * x) + d' * x;
  end
  if (nargout > 2)
    exitflag = iter;
    if (iter >= max_iter)
      exitflag = 0;
    end
  end
  if (nargout > 3)
    output = struct ('algorithm', 'nnls-pqp', 'iterations', iter);
  end
  if (nargout > 4)
    lambda = zeros (size (x));
    lambda(setdiff (1:numel (x), p)) = w;
  end
end
