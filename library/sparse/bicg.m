function [x, flag, relres, iter, resvec] = bicg (A, b, tol, maxit, M1, M2, x0, varargin)
% -- X = bicg (A, B, TOL, MAXIT, M1, M2, X0, ...)
% -- X = bicg (A, B, TOL, MAXIT, M, [], X0, ...)
% -- [X, FLAG, RELRES, ITER, RESVEC] = bicg (A, B, ...)
%     Solve A*X = B for a square A by the biconjugate gradient method
%     (Fletcher, 1976), which also iterates on the dual system A'*Y = C
%     (C = B, or the second column of a two-column B), preconditioned by
%     M = M1*M2.  A matrix A, M1 or M2 may be a function F (X, TRANS,
%     ...) instead: TRANS "notransp" asks for A*X (or M1\X), "transp" for
%     A'*X.  Defaults: TOL 1e-6 (on norm (B - A*X) / norm (B)), MAXIT
%     min (rows (B), 20), no preconditioner, X0 zero.
%
%     X is the iterate of smallest residual and ITER its iteration.
%     FLAG: 0 converged, 1 MAXIT reached, 2 the preconditioner is
%     singular, 3 stagnation, 4 a breakdown (the bi-orthogonality inner
%     products stop decreasing or vanish).  RESVEC holds the residual
%     norms.  Without FLAG, a line says how the iteration ended.
%
%     See also: bicgstab, cgs, gmres, pcg, qmr, tfqmr.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3 || isempty (tol)), tol = 1e-6; end
  if (nargin < 4 || isempty (maxit)), maxit = min (rows (b), 20); end
  if (nargin < 5), M1 = []; end
  if (nargin < 6), M2 = []; end
  if (nargin < 7 || isempty (x0)), x0 = zeros (rows (b), 1); end
  Afun = transposable (A, @(M, v) M * v, @(M, v) M' * v, 'A', 'bicg');
  P1 = transposable (M1, @(M, v) M \ v, @(M, v) M' \ v, 'M1', 'bicg');
  P2 = transposable (M2, @(M, v) M \ v, @(M, v) M' \ v, 'M2', 'bicg');
  if (isnumeric (A) && columns (A) != rows (b))
    error ('bicg: dimension of B is not consistent with A');
  end
  if (columns (b) == 2)
    c = b(:, 2);
    b = b(:, 1);
  else
    c = b;
  end
  bn = norm (b);
  if (bn == 0)
    if (nargout < 2)
      printf ('The right hand side vector is all zero so bicg\n');
      printf ('returned an all zero solution without iterating.\n');
    end
    x = zeros (numel (b), 1);
    flag = 0;
    relres = 0;
    iter = 0;
    resvec = 0;
    return;
  end
  N = @(v) Afun (v, 'notransp', varargin{:});
  T = @(v) Afun (v, 'transp', varargin{:});
  precN = @(v) P2 (P1 (v, 'notransp', varargin{:}), 'notransp', varargin{:});
  precT = @(v) P1 (P2 (v, 'transp', varargin{:}), 'transp', varargin{:});
  x = x0;
  xbest = x0;
  xprev = x0;
  k = 0;
  best = 0;
  flag = 1;
  resvec = zeros (maxit + 1, 1);
  r = b - N (x);
  s = c - T (x);
  resvec(1) = norm (r);
  [z, bad1] = apply_checked (precN, r);
  [zt, bad2] = apply_checked (precT, s);
  p = z;
  q = zt;
  if (bad1 || bad2)
    flag = 2;
  end
  while (flag != 2 && k < maxit && resvec(k+1) >= bn * tol)
    v = N (p);
    qv = q' * v;
    rho = s' * z;
    if (abs (qv) <= eps * abs (rho))
      flag = 4;
      break;
    end
    alpha = rho / qv;
    x = x + alpha * p;
    r = r - alpha * v;
    s = s - conj (alpha) * T (q);
    z = precN (r);
    rho_new = s' * z;
    if (abs (rho) <= abs (rho_new))
      flag = 4;
      break;
    end
    beta = rho_new / rho;
    zt = precT (s);
    k = k + 1;
    resvec(k+1) = norm (r);
    if (resvec(k+1) <= resvec(best+1))
      xbest = x;
      best = k;
    end
    if (norm (x - xprev) <= norm (x) * eps)
      flag = 3;
      break;
    end
    xprev = x;
    p = z + beta * p;
    q = zt + conj (beta) * q;
  end
  resvec = resvec(1:k+1);
  if (flag == 2)
    relres = 1;
  else
    relres = resvec(best+1) / bn;
  end
  if (flag == 1 && relres <= tol)
    flag = 0;
  end
  x = xbest;
  iter = best;
  if (nargout < 2)
    solver_report ('bicg', flag, k, iter, relres, tol);
  end
end

% An operator F (X, TRANS, ...) from a matrix (applied by NOTRANSP or
% TRANSP), a function handle or name, or [] (the identity).
function f = transposable (M, notransp, transp, label, solver)
  if (isempty (M))
    f = @(v, varargin) v;
  elseif (is_function_handle (M))
    f = M;
  elseif (ischar (M))
    f = str2func (M);
  elseif (! isnumeric (M) || ! issquare (M))
    error ('%s: %s must be a square matrix or a function handle', solver, label);
  else
    f = @(v, trans, varargin) apply_matrix (M, v, trans, notransp, transp);
  end
end

function y = apply_matrix (M, v, trans, notransp, transp)
  if (strcmp (trans, 'transp'))
    y = transp (M, v);
  else
    y = notransp (M, v);
  end
end
