function [x, flag, relres, iter, resvec, eigest] = pcg (A, b, tol, maxit, M1, M2, x0, varargin)
% -- X = pcg (A, B, TOL, MAXIT, M1, M2, X0, ...)
% -- X = pcg (A, B, TOL, MAXIT, M, [], X0, ...)
% -- [X, FLAG, RELRES, ITER, RESVEC, EIGEST] = pcg (A, B, ...)
%     Solve A*X = B for a Hermitian positive definite A by the
%     preconditioned conjugate gradient method (Hestenes and Stiefel,
%     1952; Saad, "Iterative Methods for Sparse Linear Systems", 2nd ed.,
%     algorithm 9.1).  A, M1 and M2 are matrices or functions (of X and
%     the parameters after X0); the preconditioner is M = M1*M2, applied
%     as M2 \ (M1 \ r).  Defaults: TOL 1e-6 (on norm (B - A*X) /
%     norm (B)), MAXIT min (rows (B), 20), no preconditioner, X0 zero.
%
%     X is the iterate of smallest residual.  FLAG: 0 converged, 1 MAXIT
%     reached, 2 the preconditioner is singular, 3 stagnation (the
%     iterates stopped changing), 4 the (preconditioned) matrix is not
%     positive definite.  RELRES is the relative residual of X, ITER the
%     iteration that produced it, RESVEC the residual norms from X0 on
%     (a second column: the preconditioned residual norms, when EIGEST
%     is asked for).  EIGEST estimates the smallest and largest
%     eigenvalues of M \ A from the Lanczos tridiagonal matrix of the
%     iteration.  Without FLAG, a line says how the iteration ended.
%
%     See also: pcr, gmres, bicgstab, cgs, bicg, qmr, tfqmr, ichol.

  if (nargin < 2)
    print_usage ();
  end
  n = rows (b);
  if (nargin < 3 || isempty (tol))
    tol = 1e-6;
  end
  if (nargin < 4 || isempty (maxit))
    maxit = min (n, 20);
  end
  if (nargin < 5)
    M1 = [];
  end
  if (nargin < 6)
    M2 = [];
  end
  if (nargin < 7 || isempty (x0))
    x0 = zeros (size (b));
  end
  if (tol >= 1)
    warning ("Input tol is bigger than 1. \n Try to use a smaller tolerance.");
  elseif (tol <= eps / 2)
    warning ("Input tol may not be achievable by pcg. \n Try to use a bigger tolerance");
  end
  [Afun, M1fun, M2fun] = solver_operators (A, b, M1, M2, 'pcg');
  bnorm = norm (b);
  if (bnorm == 0)
    if (nargout < 2)
      printf ('The right hand side vector is all zero so pcg \n');
      printf ('returned an all zero solution without iterating.\n');
    end
    x = b;
    flag = 0;
    relres = 0;
    iter = 0;
    resvec = 0;
    eigest = [NaN, NaN];
    return;
  end
  want_eig = nargout > 5;
  x = x0;
  xbest = x0;
  best = 0;
  r = b - Afun (x, varargin{:});
  res = zeros (maxit + 1, 2);
  res(1, 1) = norm (r);
  flag = 1;
  p = zeros (size (b));
  tau_old = 1;
  alpha = 1;
  T = zeros (maxit + 1);
  k = 0;
  while (res(k+1, 1) > tol * bnorm && k < maxit)
    k = k + 1;
    if (k == 1)
      % a singular preconditioner shows on its first use
      [z, singular] = apply_checked (@(v) M2fun (M1fun (v, varargin{:}), varargin{:}), r);
      if (singular)
        flag = 2;
        k = k - 1;
        break;
      end
    else
      z = M2fun (M1fun (r, varargin{:}), varargin{:});
    end
    tau = z' * r;
    res(k, 2) = sqrt (tau);
    beta = tau / tau_old;
    tau_old = tau;
    p = z + beta * p;
    w = Afun (p, varargin{:});
    alpha_old = alpha;
    den = p' * w;
    alpha = tau / den;
    if (abs (imag (tau)) >= abs (real (tau)) * tol || real (tau) <= 0 ...
        || abs (imag (den)) >= abs (real (den)) * tol || real (den) <= 0)
      flag = 4;
      k = k - 1;
      break;
    end
    xprev = x;
    x = x + alpha * p;
    r = r - alpha * w;
    res(k+1, 1) = norm (r);
    if (res(k+1, 1) <= res(best+1, 1))
      xbest = x;
      best = k;
    end
    if (want_eig && k > 1)
      % the Lanczos matrix, from the CG coefficients
      T(k:k+1, k:k+1) = T(k:k+1, k:k+1) + [1, sqrt(beta); sqrt(beta), beta] / alpha_old;
    end
    if (norm (x - xprev) <= eps * norm (x))
      flag = 3;
      break;
    end
  end
  if (want_eig)
    z = M2fun (M1fun (r, varargin{:}), varargin{:});
    if (flag == 4)
      eigest = [NaN, NaN];
      warning ('pcg: eigenvalue estimate failed: matrix not positive definite?');
    elseif (k > 1)
      ev = eig (T(2:k, 2:k));
      eigest = [min(ev), max(ev)];
    else
      eigest = [NaN, NaN];
      warning ('pcg: eigenvalue estimate failed: iteration converged too fast');
    end
    res(k+1, 2) = sqrt (r' * z);
    resvec = res(1:k+1, :);
  else
    eigest = [NaN, NaN];
    resvec = res(1:k+1, 1);
  end
  if (flag == 2)
    relres = 1;
  elseif (res(1, 1) == 0)
    relres = 0;
  else
    relres = res(best+1, 1) / bnorm;
  end
  if (flag == 1 && relres <= tol)
    flag = 0;
  end
  x = xbest;
  iter = best;
  if (nargout < 2)
    report_end ('pcg', flag, k, best, relres, tol);
  end
end

% The line pcg prints when nobody asked for FLAG.
function report_end (name, flag, k, best, relres, tol)
  if (flag == 0)
    printf ('%s converged at iteration %d ', name, best);
    printf ('with relative residual %d\n', relres);
    return;
  end
  printf ('%s stopped at iteration %d ', name, k + 1);
  printf ('without converging to the desired tolerance %d ', tol);
  switch (flag)
    case 1
      printf ('because the maximum number of iteration was reached, \n');
      printf ('The iterated returned (number %d) ', best);
      printf ('has relative residual %d \n', relres);
    case 2
      printf ('because the preconditioned matrix is singular.\n');
      printf ('The iterated returned (number %d) ', best);
      printf ('has relative residual %d \n', relres);
    case 3
      printf ('because of stagnation. \n');
      printf ('The iterated returned (number %d) ', best);
      printf ('has relative residual %d.\n', relres);
    case 4
      printf ('because the (preconditioned) matrix is not positive definite. \n');
      printf ('The iterate returned (number %d) ', best);
      printf ('has relative residual %d \n', relres);
  end
end
