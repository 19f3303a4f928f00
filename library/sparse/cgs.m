function [x, flag, relres, iter, resvec] = cgs (A, b, tol, maxit, M1, M2, x0, varargin)
% -- X = cgs (A, B, TOL, MAXIT, M1, M2, X0, ...)
% -- X = cgs (A, B, TOL, MAXIT, M, [], X0, ...)
% -- [X, FLAG, RELRES, ITER, RESVEC] = cgs (A, B, ...)
%     Solve A*X = B for a square A by the conjugate gradients squared
%     method (Sonneveld, SIAM J. Sci. Stat. Comput. 10, 1989), with right
%     preconditioning by M = M1*M2 (applied as M2 \ (M1 \ v)).  A, M1
%     and M2 are matrices or functions (of X and the parameters after
%     X0).  Defaults: TOL 1e-6 (on norm (B - A*X) / norm (B)), MAXIT
%     min (rows (B), 20), no preconditioner, X0 zero.
%
%     X is the iterate of smallest residual and ITER its iteration.
%     FLAG: 0 converged (whenever RELRES <= TOL), 1 MAXIT reached, 2 the
%     preconditioner is singular, 3 stagnation, 4 a breakdown (a zero
%     inner product).  RESVEC holds the residual norms.  Without FLAG, a
%     line says how the iteration ended.
%
%     See also: pcg, gmres, bicgstab, bicg, qmr, tfqmr.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3 || isempty (tol)), tol = 1e-6; end
  if (nargin < 4 || isempty (maxit)), maxit = min (rows (b), 20); end
  if (nargin < 5), M1 = []; end
  if (nargin < 6), M2 = []; end
  if (nargin < 7 || isempty (x0)), x0 = zeros (size (b)); end
  [Afun, M1fun, M2fun] = solver_operators (A, b, M1, M2, 'cgs');
  bn = norm (b);
  if (bn == 0)
    if (nargout < 2)
      printf ('The right hand side vector is all zero so cgs \n');
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
  resvec = zeros (maxit + 1, 1);
  flag = 1;
  k = 0;
  best = 0;
  x = x0;
  xbest = x0;
  xprev = x0;
  r = b - Ax (x);
  rstar = r;
  u = r;
  p = r;
  resvec(1) = norm (r);
  rho = rstar' * r;
  [phat, singular] = apply_checked (prec, p);
  if (singular)
    flag = 2;
  end
  while (flag != 2 && k < maxit && resvec(k+1) >= tol * bn)
    v = Ax (phat);
    d = rstar' * v;
    if (d == 0)
      flag = 4;
      break;
    end
    alpha = rho / d;
    q = u - alpha * v;
    uhat = prec (u + q);
    x = x + alpha * uhat;
    r = r - alpha * Ax (uhat);
    k = k + 1;
    resvec(k+1) = norm (r);
    if (norm (x - xprev) <= norm (x) * eps)
      flag = 3;
      break;
    end
    if (resvec(k+1) <= resvec(best+1))
      xbest = x;
      best = k;
    end
    xprev = x;
    rho_old = rho;
    rho = rstar' * r;
    if (rho == 0)
      flag = 4;
      break;
    end
    beta = rho / rho_old;
    u = r + beta * q;
    p = u + beta * (q + beta * p);
    phat = prec (p);
  end
  resvec = resvec(1:k+1);
  relres = resvec(best+1) / bn;
  if (relres <= tol)
    flag = 0;
  end
  x = xbest;
  iter = best;
  if (nargout < 2)
    solver_report ('cgs', flag, k, iter, relres, tol);
  end
end
