function [x, flag, relres, iter, resvec] = qmr (A, b, rtol, maxit, M1, M2, x0)
% -- X = qmr (A, B, RTOL, MAXIT, M1, M2, X0)
% -- X = qmr (A, B, RTOL, MAXIT, P)
% -- [X, FLAG, RELRES, ITER, RESVEC] = qmr (A, B, ...)
%     Solve A*X = B for a square A by the quasi-minimal residual method
%     with look-ahead-free Lanczos (Freund and Nachtigal, Numer. Math.
%     60, 1991; the form of Barrett et al., "Templates for the Solution
%     of Linear Systems", 1994), preconditioned by M1 (left) and M2
%     (right).  A, M1 and M2 may be functions F (X, TRANS): TRANS
%     "notransp" asks for A*X (or M \ X), "transp" for the transposed
%     product.  Defaults: RTOL 1e-6 (on norm (B - A*X) / norm (B)),
%     MAXIT min (rows (B), 20), no preconditioner, X0 zero.
%
%     FLAG: 0 converged, 1 MAXIT reached, 3 the relative residual is not
%     below the initial residual norm (stagnation).  X is the last
%     iterate, RELRES its relative residual and ITER its iteration;
%     RESVEC the residual norms.  Without FLAG, a line says how the
%     iteration ended.
%
%     See also: tfqmr, bicg, bicgstab, cgs, gmres, pcg.

  if (nargin < 2 || ! isvector (full (b)))
    print_usage ();
  end
  if (ischar (A))
    A = str2func (A);
  end
  if (is_function_handle (A))
    Ax = @(v) A (v, 'notransp');
    Atx = @(v) A (v, 'transp');
  elseif (isnumeric (A) && issquare (A))
    Ax = @(v) A * v;
    Atx = @(v) A' * v;
  else
    error ('qmr: A must be a square matrix or function');
  end
  if (nargin < 3 || isempty (rtol))
    rtol = 1e-6;
  end
  if (nargin < 4 || isempty (maxit))
    maxit = min (rows (b), 20);
  else
    maxit = fix (maxit);
  end
  if (nargin < 5)
    M1 = [];
  end
  if (nargin < 6)
    M2 = [];
  end
  [P1, P1t] = preconditioner (M1, 'M1');
  [P2, P2t] = preconditioner (M2, 'M2');
  if (nargin < 7 || isempty (x0))
    x = zeros (size (b));
  else
    x = x0;
  end
  r = b - Ax (x);
  bn = norm (b);
  r0n = norm (r);
  resvec = r0n;
  vt = r;
  y = P1 (vt);
  rho = norm (y);
  wt = r;
  z = P2t (wt);
  xi = norm (z);
  gamma_old = 1;
  eta_old = -1;
  theta_old = 0;
  flag = 1;
  for iter = 1:maxit
    v = vt / rho;
    y = y / rho;
    w = wt / xi;
    z = z / xi;
    delta = z' * y;
    yt = P2 (y);
    zt = P1t (z);
    if (iter == 1)
      p = yt;
      q = zt;
    else
      p = yt - (xi * delta / ep) * p;
      q = zt - (rho * delta / ep) * q;
    end
    pt = Ax (p);
    ep = q' * pt;
    beta = ep / delta;
    vt = pt - beta * v;
    y = P1 (vt);
    rho_new = norm (y);
    wt = Atx (q) - beta * w;
    z = P2t (wt);
    xi = norm (z);
    theta = rho_new / (gamma_old * abs (beta));
    gam = 1 / sqrt (1 + theta^2);
    eta = -eta_old * rho * gam^2 / (beta * gamma_old^2);
    if (iter == 1)
      d = eta * p;
      s = eta * pt;
    else
      d = eta * p + (theta_old * gam)^2 * d;
      s = eta * pt + (theta_old * gam)^2 * s;
    end
    x = x + d;
    r = r - s;
    relres = norm (r) / bn;
    resvec(iter+1, 1) = norm (r);
    if (relres < rtol)
      flag = 0;
      break;
    elseif (r0n <= relres)
      flag = 3;
      break;
    end
    theta_old = theta;
    eta_old = eta;
    gamma_old = gam;
    rho = rho_new;
  end
  if (nargout < 2)
    if (flag == 0)
      printf ('qmr converged at iteration %i ', iter);
      printf ('to a solution with relative residual %e\n', relres);
    elseif (flag == 1)
      printf ('qmr stopped at iteration %i ', iter);
      printf ('without converging to the desired tolerance %e\n', rtol);
      printf ('because the maximum number of iterations was reached. ');
      printf ('The iterate returned (number %i) has ', maxit);
      printf ('relative residual %e\n', relres);
    else
      printf ('qmr stopped at iteration %i ', iter);
      printf (' without converging to the desired tolerance %e\n', rtol);
      printf ('because the method stagnated.\n');
      printf ('The iterate returned (number %i) ', iter);
      printf ('has relative residual %e\n', relres);
    end
  end
end

% M \ v and M' \ v from a matrix, a function F (V, TRANS) or [].
function [f, ft] = preconditioner (M, label)
  if (isempty (M))
    f = @(v) v;
    ft = f;
  elseif (ischar (M) || is_function_handle (M))
    if (ischar (M))
      M = str2func (M);
    end
    f = @(v) M (v, 'notransp');
    ft = @(v) M (v, 'transp');
  elseif (isnumeric (M) && ismatrix (M))
    f = @(v) M \ v;
    ft = @(v) M' \ v;
  else
    error ('qmr: preconditioner %s must be a function or matrix', label);
  end
end
