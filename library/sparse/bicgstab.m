function [x, flag, relres, iter, resvec] = bicgstab (A, b, tol, maxit, M1, M2, x0, varargin)
% -- X = bicgstab (A, B, TOL, MAXIT, M1, M2, X0, ...)
% -- X = bicgstab (A, B, TOL, MAXIT, M, [], X0, ...)
% -- [X, FLAG, RELRES, ITER, RESVEC] = bicgstab (A, B, ...)
%     Solve A*X = B for a square A by the stabilized biconjugate gradient
%     method (van der Vorst, SIAM J. Sci. Stat. Comput. 13, 1992), with
%     right preconditioning by M = M1*M2 (applied as M2 \ (M1 \ v)).  A,
%     M1 and M2 are matrices or functions (of X and the parameters after
%     X0).  Defaults: TOL 1e-6 (on norm (B - A*X) / norm (B)), MAXIT
%     min (rows (B), 20), no preconditioner, X0 zero.
%
%     Each iteration has two halves; ITER counts them by halves (1.5 is
%     the first half of the second).  X is the iterate of smallest
%     residual and ITER its place.  FLAG: 0 converged, 1 MAXIT reached,
%     2 the preconditioner is singular, 3 stagnation, 4 a breakdown (a
%     zero inner product).  RELRES is the relative residual of X, RESVEC
%     the residual norms after each half.  Without FLAG, a line says how
%     the iteration ended.
%
%     See also: pcg, gmres, cgs, bicg, qmr, tfqmr.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3 || isempty (tol)), tol = 1e-6; end
  if (nargin < 4 || isempty (maxit)), maxit = min (rows (b), 20); end
  if (nargin < 5), M1 = []; end
  if (nargin < 6), M2 = []; end
  if (nargin < 7 || isempty (x0)), x0 = zeros (rows (b), 1); end
  [Afun, M1fun, M2fun] = solver_operators (A, b, M1, M2, 'bicgstab');
  bn = norm (b);
  if (bn == 0)
    if (nargout < 2)
      printf ('The right hand side vector is all zero so bicgstab \n');
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
  halves = 2 * maxit;
  resvec = zeros (halves + 1, 1);
  x = x0;
  xbest = x0;
  xprev = x0;
  h = 0;
  best = 0;
  flag = 1;
  r = b - Ax (x);
  rstar = r;
  p = r;
  rho = rstar' * r;
  resvec(1) = norm (r);
  goal = bn * tol;
  [phat, singular] = apply_checked (prec, p);
  if (singular)
    flag = 2;
  end
  while (flag != 2 && h < halves && resvec(h+1) >= goal)
    % first half: the BiCG step
    v = Ax (phat);
    d = rstar' * v;
    if (d == 0)
      flag = 4;
      break;
    end
    alpha = rho / d;
    x = x + alpha * phat;
    s = r - alpha * v;
    h = h + 1;
    resvec(h+1) = norm (s);
    if (resvec(h+1) <= goal || resvec(h+1) <= resvec(best+1))
      xbest = x;
      best = h;
      if (resvec(h+1) <= goal)
        break;
      end
    end
    % second half: the minimal residual (GMRES(1)) step
    shat = prec (s);
    t = Ax (shat);
    omega = (t' * s) / (t' * t);
    if (omega == 0)
      flag = 4;
      break;
    end
    x = x + omega * shat;
    r = s - omega * t;
    h = h + 1;
    resvec(h+1) = norm (r);
    if (resvec(h+1) <= resvec(best+1))
      xbest = x;
      best = h;
    end
    if (norm (x - xprev) <= norm (x) * eps)
      flag = 3;
      break;
    end
    xprev = x;
    rho_old = rho;
    rho = rstar' * r;
    if (rho == 0)
      flag = 4;
      break;
    end
    beta = (rho / rho_old) * (alpha / omega);
    p = r + beta * (p - omega * v);
    phat = prec (p);
  end
  resvec = resvec(1:h+1);
  relres = resvec(best+1) / bn;
  if (flag == 1 && relres <= tol)
    flag = 0;
  end
  x = xbest;
  iter = best / 2;
  if (nargout < 2)
    if (flag == 0)
      printf ('bicgstab converged at iteration %i ', iter);
      printf ('to a solution with relative residual %e\n', relres);
      return;
    end
    why = {'because the maximum number of iterations was reached.', ...
           'because the preconditioner matrix is singular.', ...
           'because the method stagnated.', ...
           'because the method can''t continue.'};
    printf ('bicgstab stopped at iteration %i ', h / 2);
    printf ('without converging to the desired tolerance %e\n', tol);
    printf ('%s\n', why{flag});
    printf ('The iterate returned (number %i) ', iter);
    printf ('has relative residual %e\n', relres);
  end
end
