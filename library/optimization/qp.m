function [x, obj, INFO, lambda] = qp (x0, H, varargin)
% -- [X, OBJ, INFO, LAMBDA] = qp (X0, H)
% -- [X, OBJ, INFO, LAMBDA] = qp (X0, H, Q)
% -- [X, OBJ, INFO, LAMBDA] = qp (X0, H, Q, A, B)
% -- [X, OBJ, INFO, LAMBDA] = qp (X0, H, Q, A, B, LB, UB)
% -- [X, OBJ, INFO, LAMBDA] = qp (X0, H, Q, A, B, LB, UB, A_LB, A_IN, A_UB)
% -- [X, OBJ, INFO, LAMBDA] = qp (..., OPTIONS)
%     Minimize 0.5 X' * H * X + Q' * X subject to A * X = B, LB <= X <= UB
%     and A_LB <= A_IN * X <= A_UB, starting from X0 (made feasible first
%     by a linear program when it is not).
%
%     The method is a primal active-set method (Nocedal and Wright,
%     "Numerical Optimization", 2006, Algorithm 16.3): each iteration
%     minimizes in the null space of the active constraints, then either
%     steps to the first constraint that blocks, or drops the active
%     constraint with the most negative multiplier.  A non-convex problem
%     follows directions of negative curvature.
%
%     OPTIONS (optimset): MaxIter (200), TolX (sqrt (eps)).  OBJ is the
%     objective at X.  INFO has solveiter (the iterations) and info: 0 the
%     global minimum (convex problem), 1 a local one, 2 unbounded, 3 the
%     iteration limit, 6 infeasible.  LAMBDA has the Lagrange multipliers,
%     equalities first.
%
%     See also: sqp, pqpnonneg, glpk, optimset.

  if (nargin == 1 && ischar (x0) && strcmp (x0, 'defaults'))
    x = struct ('MaxIter', 200, 'TolX', sqrt (eps));
    return;
  end
  nargs = nargin;
  options = struct ();
  if (nargs > 2 && isstruct (varargin{end}))
    options = varargin{end};
    nargs = nargs - 1;
  end
  if (! any (nargs == [2, 3, 5, 7, 10]))
    print_usage ();
  end
  args = [varargin(1:nargs-2), cell(1, 8)];
  [q, A, b, lb, ub, A_lb, A_in, A_ub] = args{1:8};
  maxit = optimget (options, 'MaxIter', 200);
  tol = optimget (options, 'TolX', sqrt (eps));

  if (! issquare (H))
    error ('qp: quadratic penalty matrix must be square');
  elseif (! isequal (H, H'))
    H = (H + H') / 2;
  end
  n = rows (H);
  if (isempty (x0))
    x0 = zeros (n, 1);
  elseif (! isvector (x0))
    error ('qp: the initial guess X0 must be a vector');
  elseif (numel (x0) != n)
    error ('qp: the initial guess X0 has incorrect length');
  end
  x0 = x0(:);
  if (isempty (q))
    q = zeros (n, 1);
  elseif (! isvector (q))
    error ('qp: Q must be a vector');
  elseif (numel (q) != n)
    error ('qp: Q has incorrect length');
  end
  q = q(:);
  if (isempty (A) || isempty (b))
    A = zeros (0, n);
    b = zeros (0, 1);
  else
    if (columns (A) != n)
      error ('qp: equality constraint matrix has incorrect column dimension');
    end
    if (numel (b) != rows (A))
      error ('qp: equality constraint matrix and vector have inconsistent dimensions');
    end
    b = b(:);
  end

  % All constraints as A x = b and Ain x >= bin; equal bounds become
  % equalities.
  Ain = zeros (0, n);
  bin = zeros (0, 1);
  if (nargs > 5)
    if (! isempty (lb) && numel (lb) != n)
      error ('qp: lower bound LB has incorrect length');
    end
    if (! isempty (ub) && numel (ub) != n)
      error ('qp: upper bound UB has incorrect length');
    end
    [A, b, Ain, bin] = add_range (A, b, Ain, bin, eye (n), lb, ub, tol);
  end
  if (nargs > 7 && isempty (A_in) && ! (isempty (A_lb) || isempty (A_ub)))
    warning ('qp: empty inequality constraint matrix but non-empty bound vectors');
  end
  if (nargs > 7 && ! isempty (A_in))
    if (columns (A_in) != n)
      error ('qp: inequality constraint matrix has incorrect column dimension, expected %i', ...
             columns (A_in));
    end
    m = rows (A_in);
    if (! isempty (A_lb) && numel (A_lb) != m)
      error ('qp: inequality constraint matrix and lower bound vector are inconsistent, %i != %i', ...
             m, numel (A_lb));
    end
    if (! isempty (A_ub) && numel (A_ub) != m)
      error ('qp: inequality constraint matrix and upper bound vector are inconsistent, %i != %i', ...
             m, numel (A_ub));
    end
    [A, b, Ain, bin] = add_range (A, b, Ain, bin, A_in, A_lb, A_ub, tol);
  end
  unbounded = (bin == -Inf);
  bin(unbounded) = [];
  Ain(unbounded, :) = [];
  n_eq = rows (A);
  n_in = rows (Ain);

  if (isa (x0, 'single') || isa (H, 'single') || isa (q, 'single') ...
      || isa (A, 'single') || isa (b, 'single'))
    rtol = sqrt (eps ('single'));
  else
    rtol = tol;
  end
  [x0, info] = feasible_start (x0, A, b, Ain, bin, rtol);
  if (info == 0)
    [x, lambda, info, iter] = active_set (x0, H, q, A, b, Ain, bin, maxit, rtol);
  else
    iter = 0;
    x = x0;
    lambda = [];
  end
  if (nargout > 1)
    obj = 0.5 * x' * H * x + q' * x;
  end
  if (nargout > 2)
    INFO.solveiter = iter;
    INFO.info = info;
  end
end

function [A, b, Ain, bin] = add_range (A, b, Ain, bin, M, lo, hi, tol)
% The constraints lo <= M x <= hi: equalities where lo and hi meet.
  if (isempty (lo) && isempty (hi))
    return;
  elseif (isempty (hi))
    Ain = [Ain; M];
    bin = [bin; lo(:)];
  elseif (isempty (lo))
    Ain = [Ain; -M];
    bin = [bin; -hi(:)];
  else
    for i = 1:rows (M)
      if (abs (lo(i) - hi(i)) < tol * (1 + max (abs (lo(i) + hi(i)))))
        A = [A; M(i, :)];
        b = [b; 0.5 * (lo(i) + hi(i))];
      else
        Ain = [Ain; M(i, :); -M(i, :)];
        bin = [bin; lo(i); -hi(i)];
      end
    end
  end
end

function [x0, info] = feasible_start (x0, A, b, Ain, bin, rtol)
% X0 if it is feasible, else a feasible point from a linear program
% (minimize the violations); info 6 when there is none.
  info = 0;
  n = numel (x0);
  n_eq = rows (A);
  n_in = rows (Ain);
  eq_bad = n_eq > 0 && norm (A * x0 - b) > rtol * (1 + abs (b));
  in_bad = n_in > 0 && any (Ain * x0 - bin < -rtol * (1 + abs (bin)));
  if (! (eq_bad || in_bad))
    return;
  end
  if (eq_bad)
    if (rank (A) < n_eq)
      error ('qp: equality constraint matrix must be full row rank');
    end
    xbar = pinv (A) * b;
  else
    xbar = x0;
  end
  if (n_in == 0)
    x0 = xbar;
    return;
  end
  res = Ain * xbar - bin;
  if (! any (res < -rtol * (1 + abs (bin))))
    x0 = xbar;
    return;
  end
  Z = eye (n);
  if (n_eq > 0)
    Z = null_space (A);
    if (isempty (Z))
      info = 6;
      return;
    end
  end
  % min sum (slack) s.t. Ain (xbar + Z y) + slack >= bin, slack >= 0.
  k = columns (Z);
  c = [zeros(k, 1); ones(n_in, 1)];
  M = [Ain * Z, eye(n_in)];
  rhs = -res;
  lo = [-Inf(k, 1); zeros(n_in, 1)];
  [P, fmin, status] = glpk (c, M, rhs, lo, [], repmat ('L', n_in, 1));
  if (status != 0 || any (abs (P(k+1:end)) >= rtol * (1 + norm (rhs))))
    info = 6;
    return;
  end
  x0 = xbar + Z * P(1:k);
end

function [x, lambda, info, iter] = active_set (x, H, q, A, b, Ain, bin, maxit, rtol)
  n = numel (x);
  n_eq = rows (A);
  n_in = rows (Ain);
  active = find (abs (Ain * x - bin) <= rtol * (1 + abs (bin)));
  active = active(:).';
  convex = true;
  info = 3;
  lambda = zeros (n_eq + n_in, 1);
  for iter = 1:maxit
    W = [A; Ain(active, :)];
    g = H * x + q;
    if (isempty (W))
      Z = eye (n);
    else
      Z = null_space (W);
    end
    p = zeros (n, 1);
    curvature = false;
    if (! isempty (Z))
      Hz = Z' * H * Z;
      [R, not_pd] = chol (Hz);
      if (! not_pd)
        p = -Z * (R \ (R' \ (Z' * g)));
      else
        % A direction of negative (or zero) curvature, downhill.
        convex = false;
        [V, D] = eig ((Hz + Hz') / 2);
        [~, k] = min (diag (D));
        p = Z * V(:, k);
        if (g' * p > 0)
          p = -p;
        end
        curvature = true;
      end
    end
    if (! curvature && norm (p) <= rtol * (1 + norm (x)))
      % Stationary on the working set: check the multipliers.
      mult = zeros (rows (W), 1);
      if (! isempty (W))
        mult = W' \ g;
      end
      mult_in = mult(n_eq+1:end);
      [worst, k] = min (mult_in);
      if (isempty (worst) || worst >= -rtol)
        lambda(1:n_eq) = mult(1:n_eq);
        lambda(n_eq + active) = mult_in;
        info = double (! convex);
        return;
      end
      active(k) = [];
      continue;
    end
    % The step to the first blocking inequality.
    alpha = 1;
    if (curvature)
      alpha = Inf;
    end
    blocking = 0;
    inactive = setdiff (1:n_in, active);
    for i = inactive
      slope = Ain(i, :) * p;
      if (slope < 0)
        t = (bin(i) - Ain(i, :) * x) / slope;
        if (t < alpha)
          alpha = max (t, 0);
          blocking = i;
        end
      end
    end
    if (isinf (alpha))
      info = 2;
      return;
    end
    x = x + alpha * p;
    if (blocking)
      active = sort ([active, blocking]);
    end
  end
end
