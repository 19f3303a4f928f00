function [x, flag, relres, iter, resvec] = tfqmr (A, b, tol, maxit, M1, M2, x0, varargin)
% -- X = tfqmr (A, B, TOL, MAXIT, M1, M2, X0, ...)
% -- X = tfqmr (A, B, TOL, MAXIT, M, [], X0, ...)
% -- [X, FLAG, RELRES, ITER, RESVEC] = tfqmr (A, B, ...)
%     Solve A*X = B for a square A by the transpose-free quasi-minimal
%     residual method (Freund, SIAM J. Sci. Comput. 14, 1993), with right
%     preconditioning by M = M1*M2 (applied as M2 \ (M1 \ v)).  A, M1
%     and M2 are matrices or functions (of X and the parameters after
%     X0).  Defaults: TOL 1e-6 (on norm (B - A*X) / norm (B)), MAXIT
%     2 * min (20, rows (B)), no preconditioner, X0 zero.
%
%     Each iteration has an even and an odd step; RESVEC holds the true
%     residual norm after each step, and at most 2*MAXIT steps are made.
%     X is the iterate of smallest residual, ITER its iteration
%     (floor (step / 2)).  FLAG: 0 converged (whenever RELRES <= TOL), 1
%     MAXIT reached, 2 the preconditioner is singular, 3 stagnation, 4 a
%     breakdown.  Without FLAG, a line says how the iteration ended.
%
%     See also: qmr, bicgstab, cgs, bicg, gmres, pcg.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3 || isempty (tol)), tol = 1e-6; end
  if (nargin < 4 || isempty (maxit)), maxit = 2 * min (20, rows (b)); end
  if (nargin < 5), M1 = []; end
  if (nargin < 6), M2 = []; end
  if (nargin < 7 || isempty (x0)), x0 = zeros (rows (b), 1); end
  [Afun, M1fun, M2fun] = solver_operators (A, b, M1, M2, 'tfqmr');
  steps = 2 * maxit;
  bn = norm (b);
  if (bn == 0)
    if (nargout < 2)
      printf ('The right hand side vector is all zero so tfqmr \n');
      printf ('returned an all zero solution without iterating.\n');
    end
    x = zeros (numel (b), 1);
    flag = 0;
    relres = 0;
    iter = 0;
    resvec = 0;
    return;
  end
  Ax = @(v) Afun (v, varargin{:});
  prec = @(v) M2fun (M1fun (v, varargin{:}), varargin{:});
  x = x0;
  xbest = x0;
  xprev = x0;
  k = 0;
  best = 0;
  flag = 1;
  r = b - Ax (x0);
  rstar = r;
  w = r;
  u = r;
  rho = rstar' * r;
  d = 0;
  tau = norm (r);
  theta = 0;
  eta = 0;
  resvec = zeros (steps + 1, 1);
  resvec(1) = norm (r);
  even = true;
  [uhat, singular] = apply_checked (prec, u);
  if (singular)
    flag = 2;
  else
    v = Ax (uhat);
  end
  while (flag != 2 && k < steps && resvec(k+1) >= bn * tol)
    if (even)
      vr = rstar' * v;
      if (vr == 0)
        flag = 4;
        break;
      end
      alpha = rho / vr;
      unext = u - alpha * v;
    end
    uhat = prec (u);
    w = w - alpha * Ax (uhat);
    d = uhat + (theta^2 / alpha) * eta * d;
    theta = norm (w) / tau;
    c = 1 / sqrt (1 + theta^2);
    tau = tau * theta * c;
    eta = c^2 * alpha;
    x = x + eta * d;
    r = r - eta * Ax (d);
    if (! even)
      rho_old = rho;
      rho = rstar' * w;
      if (rho == 0)
        flag = 4;
        break;
      end
      beta = rho / rho_old;
      unext = w + beta * u;
      v = Ax (prec (unext)) + beta * (Ax (uhat) + beta * v);
    end
    u = unext;
    k = k + 1;
    resvec(k+1) = norm (r);
    if (resvec(k+1) <= resvec(best+1))
      xbest = x;
      best = k;
    end
    if (norm (xprev - x) <= norm (x) * eps)
      flag = 3;
      break;
    end
    xprev = x;
    even = ! even;
  end
  resvec = resvec(1:k+1);
  relres = resvec(best+1) / bn;
  iter = floor (best / 2);
  if (relres <= tol)
    flag = 0;
  end
  x = xbest;
  if (nargout < 2)
    solver_report ('tfqmr', flag, k, iter, relres, tol);
  end
end
