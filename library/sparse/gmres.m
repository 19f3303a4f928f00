function [x, flag, relres, it, resvec] = gmres (A, b, restart, tol, maxit, M1, M2, x0, varargin)
% -- X = gmres (A, B, RESTART, TOL, MAXIT, M1, M2, X0, ...)
% -- X = gmres (A, B, RESTART, TOL, MAXIT, M, [], X0, ...)
% -- [X, FLAG, RELRES, ITER, RESVEC] = gmres (A, B, ...)
%     Solve A*X = B by the generalized minimal residual method, restarted
%     every RESTART inner iterations (Saad and Schultz, SIAM J. Sci.
%     Stat. Comput. 7, 1986): the Arnoldi basis of the preconditioned
%     Krylov space by modified Gram-Schmidt, each iterate minimizing the
%     preconditioned residual over it.  A, M1 and M2 are matrices or
%     functions (of X and the parameters after X0); the preconditioner
%     M = M1*M2 is applied as M2 \ (M1 \ v) (left preconditioning).
%     Defaults: TOL 1e-6 (on the preconditioned residual relative to
%     M \ B), no restart (RESTART = rows (B)), at most min (rows (B), 10)
%     iterations in all, no preconditioner, X0 zero.
%
%     X is the iterate of smallest residual and ITER = [OUTER, INNER] its
%     place.  FLAG: 0 converged, 1 the iteration limit, 2 the
%     preconditioner is singular, 3 stagnation.  RELRES is the last
%     preconditioned residual relative to norm (M \ B), RESVEC the
%     preconditioned residual norms.  Without FLAG, a line says how the
%     iteration ended.
%
%     See also: pcg, bicgstab, cgs, bicg, qmr, tfqmr, pcr.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3), restart = []; end
  if (nargin < 4 || isempty (tol)), tol = 1e-6; end
  if (nargin < 5), maxit = []; end
  if (nargin < 6), M1 = []; end
  if (nargin < 7), M2 = []; end
  if (nargin < 8 || isempty (x0)), x0 = zeros (size (b)); end
  cls = 'double';
  if (isa (A, 'single') || isa (b, 'single'))
    cls = 'single';
  end
  [Afun, M1fun, M2fun] = solver_operators (A, b, M1, M2, 'gmres');
  n = rows (b);
  if (tol >= 1)
    warning ("Input tol is bigger than 1. \n Try to use a smaller tolerance.");
  elseif (tol <= eps / 2)
    warning ("Input tol may not be achievable by gmres. \n Try to use a bigger tolerance.");
  end
  [restart, total] = iteration_budget (restart, maxit, n);
  if (norm (b) == 0)
    if (nargout < 2)
      printf ("The right hand side vector is all zero so gmres\nreturned an all zero solution without iterating.\n");
    end
    x = b;
    flag = 0;
    relres = 0;
    resvec = 0;
    it = [0, 0];
    return;
  end
  prec = @(v) M2fun (M1fun (v, varargin{:}), varargin{:});
  x = x0;
  xstart = x0;
  xprev = x0;
  xbest = x0;
  best = 0;
  it = [0, 0];
  V = zeros (n, restart + 1, cls);
  H = zeros (restart + 1, restart);
  g = zeros (restart + 1, 1);
  resvec = zeros (total + 1, 1);
  flag = 1;
  k = 1;
  outer = 1;
  inner = 1;
  [r, singular] = apply_checked (prec, b - Afun (x, varargin{:}));
  rn = 0;
  bn = 0;
  if (singular)
    flag = 2;
  else
    rn = norm (r);
    resvec(1) = rn;
    bn = norm (prec (b));
    g(1) = rn;
    V(:, 1) = r / rn;
  end
  while (flag != 2 && k <= total && rn > tol * bn)
    if (inner > restart)
      % restart from the current iterate
      inner = 1;
      outer = outer + 1;
      xstart = x;
      r = prec (b - Afun (x, varargin{:}));
      rn = norm (r);
      g(1) = rn;
      H(:) = 0;
      V(:, 1) = r / rn;
    end
    w = prec (Afun (V(:, inner), varargin{:}));
    for j = 1:inner
      H(j, inner) = V(:, j)' * w;
      w = w - H(j, inner) * V(:, j);
    end
    H(inner+1, inner) = norm (w);
    V(:, inner+1) = w / H(inner+1, inner);
    Hk = H(1:inner+1, 1:inner);
    y = Hk \ g(1:inner+1);
    rn = norm (g(1:inner+1) - Hk * y);
    x = xstart + V(:, 1:inner) * y;
    resvec(k+1) = rn;
    if (norm (x - xprev) <= eps * norm (x))
      flag = 3;
      break;
    end
    if (resvec(k+1) <= resvec(best+1))
      xbest = x;
      best = k;
      it = [outer, inner];
    end
    xprev = x;
    inner = inner + 1;
    k = k + 1;
  end
  if (flag == 2)
    resvec = norm (b);
    relres = 1;
  else
    resvec = resvec(1:k);
    relres = resvec(k) / bn;
  end
  if (flag == 1 && relres <= tol)
    flag = 0;
  end
  x = xbest;
  if (nargout < 2)
    report_end (flag, restart, n, outer, inner - 1, it, relres, tol);
  end
end

% RESTART and the total number of inner iterations from the arguments
% given (Octave's rules, with its warnings).
function [restart, total] = iteration_budget (restart, maxit, n)
  if (isempty (restart) && isempty (maxit))
    restart = n;
    total = min (n, 10);
  elseif ((! isempty (restart) && restart <= 0) || (! isempty (maxit) && maxit <= 0))
    error ('gmres: MAXIT and RESTART must be positive integers');
  elseif (isempty (restart))
    if (maxit > n)
      warning ("MAXIT is %d but it should be bounded by SIZE(A,2). \n Setting MAXIT to %d", maxit, n);
      maxit = n;
    end
    restart = n;
    total = maxit;
  elseif (restart > n)
    warning ("RESTART is %d but it should be bounded by SIZE(A,2).\n Setting restart to %d. \n", restart, n);
    restart = n;
    if (isempty (maxit))
      total = n;
    else
      total = n * maxit;
    end
  elseif (isempty (maxit))
    if (restart < n)
      total = min (n / restart, 10) * restart;
    else
      total = min (n, 10);
    end
  elseif (restart == n && maxit <= n)
    total = maxit;
  else
    total = restart * maxit;
  end
end

% The lines gmres prints when nobody asked for FLAG.
function report_end (flag, restart, n, outer, inner, it, relres, tol)
  if (restart != n)
    head = sprintf ('gmres (%d) stopped at outer iteration %d (inner iteration %d) ', restart, outer, inner);
    where = sprintf ('%d(%d)', it(1), it(2));
  else
    head = sprintf ('gmres stopped at iteration %d ', inner);
    where = sprintf ('%d', it(2));
  end
  switch (flag)
    case 0
      if (restart != n)
        printf ('gmres (%d) converged at outer iteration %d (inner iteration %d) ', restart, it(1), it(2));
      else
        printf ('gmres converged at iteration %d ', it(2));
      end
      printf ('to a solution with relative residual %d \n', relres);
      return;
    case 1
      why = sprintf ('without converging to the desired tolerance %d because the maximum number of iterations was reached \n', tol);
    case 2
      why = sprintf ('without converging to the desired tolerance %d because the preconditioner matrix is singular \n', tol);
    case 3
      if (restart != n)
        why = sprintf ('without converging to the desired tolerance %dbecause it stagnates. \n', tol);
      else
        why = sprintf ('without converging at the desired tolerance %d because it stagnates\n', tol);
      end
  end
  printf ('%s%s', head, why);
  printf ('The iterated returned (number %s) has relative residual %d \n', where, relres);
end
