function [x, flag, relres, iter, resvec] = pcr (A, b, tol, maxit, m, x0, varargin)
% -- X = pcr (A, B, TOL, MAXIT, M, X0, ...)
% -- [X, FLAG, RELRES, ITER, RESVEC] = pcr (A, B, ...)
%     Solve A*X = B for a Hermitian A (possibly indefinite) by the
%     preconditioned conjugate residual method (Stiefel, 1955; Saad,
%     "Iterative Methods for Sparse Linear Systems", 2nd ed., sec. 6.8),
%     which minimizes the residual over the Krylov space.  A and the
%     preconditioner M are matrices or functions (of X and the
%     parameters after X0).  Defaults: TOL 1e-6 (on the residual
%     relative to the initial one), MAXIT 20, no preconditioner, X0 zero.
%
%     FLAG: 0 converged, 1 MAXIT reached, 3 a breakdown (A singular or M
%     indefinite).  RELRES is the final residual norm relative to the
%     initial one, ITER the number of iterations, RESVEC the residual
%     norms (a row).  Without FLAG, the outcome is reported on stderr.
%
%     See also: pcg, gmres, bicgstab, minres.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3 || isempty (tol)), tol = 1e-6; end
  if (nargin < 4 || isempty (maxit)), maxit = 20; end
  if (nargin < 5), m = []; end
  if (nargin < 6 || isempty (x0))
    x = zeros (size (b));
  else
    x = x0;
  end
  if (isnumeric (A))
    Ax = @(v) A * v;
  else
    Ax = @(v) feval (A, v, varargin{:});
  end
  if (isnumeric (m) && isempty (m))
    prec = @(v) v;
  elseif (isnumeric (m))
    prec = @(v) m \ v;
  else
    prec = @(v) feval (m, v, varargin{:});
  end
  broke = false;
  r = b - Ax (x);
  p = prec (r);
  q = Ax (p);
  p_old = zeros (size (x));
  q_old = p_old;
  s_old = p_old;
  den_old = 1;
  resvec(1) = norm (r);
  k = 0;
  while (resvec(k+1) > tol * resvec(1) && k < maxit)
    s = prec (q);
    den = q' * s;
    if (den == 0)
      broke = true;
      break;
    end
    lambda = (r' * s) / den;
    x = x + lambda * p;
    r = r - lambda * q;
    t = Ax (s);
    % three-term recurrence for the next A-orthogonal direction
    a0 = (t' * s) / den;
    a1 = (t' * s_old) / den_old;
    p_new = s - a0 * p - a1 * p_old;
    q_new = t - a0 * q - a1 * q_old;
    p_old = p;
    q_old = q;
    s_old = s;
    p = p_new;
    q = q_new;
    den_old = den;
    k = k + 1;
    resvec(k+1) = norm (r);
  end
  flag = 0;
  relres = resvec(k+1) / resvec(1);
  iter = k;
  if (iter >= maxit)
    flag = 1;
    if (nargout < 2)
      warning ("pcr: maximum number of iterations (%d) reached\n", iter);
      warning ("pcr: the initial residual norm was reduced %g times\n", 1 / relres);
    end
  elseif (nargout < 2 && ! broke)
    fprintf (stderr, "pcr: converged in %d iterations. \n", iter);
    fprintf (stderr, "pcr: the initial residual norm was reduced %g times\n", 1 / relres);
  end
  if (broke)
    flag = 3;
    if (nargout < 2)
      warning ("pcr: breakdown occurred:\n");
      warning ("system matrix singular or preconditioner indefinite?\n");
    end
  end
end
