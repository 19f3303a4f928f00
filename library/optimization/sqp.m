function [x, obj, info, iter, nf, lambda] = sqp (x0, objf, cef, cif, lb, ub, maxiter, tolerance)
% -- [X, OBJ, INFO, ITER, NF, LAMBDA] = sqp (X0, PHI)
% -- [...] = sqp (X0, PHI, G)
% -- [...] = sqp (X0, PHI, G, H)
% -- [...] = sqp (X0, PHI, G, H, LB, UB)
% -- [...] = sqp (X0, PHI, G, H, LB, UB, MAXITER)
% -- [...] = sqp (X0, PHI, G, H, LB, UB, MAXITER, TOLERANCE)
%     Minimize PHI (X) subject to G (X) = 0, H (X) >= 0 and LB <= X <= UB
%     by sequential quadratic programming: each iteration solves a
%     quadratic model (qp) for a search direction, takes a backtracking
%     step on the L1 merit function, and updates the Hessian model by
%     Powell's damped BFGS formula (Nocedal and Wright, "Numerical
%     Optimization", 2006, Algorithm 18.3).
%
%     PHI, G and H are functions of a column X, or cells {F, GRADIENT}
%     ({F, GRADIENT, HESSIAN} for PHI); missing derivatives come from
%     forward differences.  MAXITER defaults to 100, TOLERANCE to sqrt
%     (eps).
%
%     OBJ is PHI (X).  INFO: 101 converged (the first-order conditions
%     hold within TOLERANCE), 102 the BFGS update failed, 103 the
%     iteration limit, 104 the step became too small.  ITER counts the
%     iterations, NF the values of PHI; LAMBDA holds the multipliers of
%     the equality then the inequality constraints.
%
%     See also: qp, fminunc, fminsearch.

  if (nargin < 2 || nargin == 5)
    print_usage ();
  end
  if (! isvector (x0))
    error ('sqp: X0 must be a vector');
  end
  x0 = x0(:);
  n = numel (x0);
  % The objective and its derivatives.
  have_grd = false;
  have_hess = false;
  if (iscell (objf))
    obj_fun = objf{1};
    switch (numel (objf))
      case 1
        obj_grd = @(x, fx) fd_gradient (obj_fun, x, fx);
      case 2
        obj_grd = objf{2};
        have_grd = true;
      case 3
        obj_grd = objf{2};
        obj_hess = objf{3};
        have_grd = true;
        have_hess = true;
      otherwise
        error ('sqp: invalid objective function specification');
    end
  else
    obj_fun = objf;
    obj_grd = @(x, fx) fd_gradient (obj_fun, x, fx);
  end
  grad_at = @(x, fx) call_gradient (obj_grd, x, fx, have_grd);
  % The equality constraints.
  ce_fun = @(x) zeros (0, 1);
  ce_grd = @(x) zeros (0, numel (x));
  if (nargin > 2)
    if (iscell (cef))
      ce_fun = cef{1};
      switch (numel (cef))
        case 1
          ce_grd = @(x) fd_jacobian (ce_fun, x);
        case 2
          ce_grd = cef{2};
        otherwise
          error ('sqp: invalid equality constraint function specification');
      end
    elseif (! isempty (cef))
      ce_fun = cef;
      ce_grd = @(x) fd_jacobian (ce_fun, x);
    end
  end
  % The inequality constraints, with the bounds as more of them.
  ci_fun = @(x) zeros (0, 1);
  ci_grd = @(x) zeros (0, numel (x));
  if (nargin > 3)
    user_ci = @(x) zeros (0, 1);
    user_grd = [];
    if (iscell (cif))
      switch (numel (cif))
        case 0
        case 1
          user_ci = cif{1};
        case 2
          user_ci = cif{1};
          user_grd = cif{2};
        otherwise
          error ('sqp: invalid inequality constraint function specification');
      end
    elseif (! isempty (cif))
      user_ci = cif;
    end
    if (isempty (user_grd))
      user_grd = @(x) fd_jacobian (user_ci, x);
    end
    if (nargin < 5 || (nargin > 5 && isempty (lb) && isempty (ub)))
      ci_fun = user_ci;
      ci_grd = user_grd;
    else
      % As Octave: a missing bound is -realmax (realmax) for every
      % variable, an infinite bound no constraint.
      lo = -realmax (class (x0)) * ones (n, 1);
      hi = realmax (class (x0)) * ones (n, 1);
      has_lo = true (n, 1);
      has_hi = true (n, 1);
      if (isvector (lb))
        lo = lb(:);
        has_lo = lo != -Inf;
      elseif (! isempty (lb))
        error ('sqp: invalid lower bound');
      end
      if (isvector (ub))
        hi = ub(:);
        has_hi = hi != Inf;
      elseif (! isempty (ub))
        error ('sqp: invalid upper bound');
      end
      if (any (lo > hi))
        error ('sqp: upper bound smaller than lower bound');
      end
      I = eye (n);
      bounds_grad = [I(has_lo, :); -I(has_hi, :)];
      ci_fun = @(x) [user_ci(x); x(has_lo) - lo(has_lo); hi(has_hi) - x(has_hi)];
      ci_grd = @(x) [user_grd(x); bounds_grad];
    end
  end
  iter_max = 100;
  if (nargin > 6 && ! isempty (maxiter))
    if (isscalar (maxiter) && maxiter > 0 && fix (maxiter) == maxiter)
      iter_max = maxiter;
    else
      error ('sqp: invalid number of maximum iterations');
    end
  end
  tol = sqrt (eps);
  if (nargin > 7 && ! isempty (tolerance))
    if (isscalar (tolerance) && tolerance > 0)
      tol = tolerance;
    else
      error ('sqp: invalid value for TOLERANCE');
    end
  end

  x = x0;
  obj = obj_fun (x0);
  nf = 1;
  c = grad_at (x0, obj);
  if (have_hess)
    B = obj_hess (x0);
  else
    B = eye (n);
  end
  ce = ce_fun (x0);
  F = ce_grd (x0);
  ci = ci_fun (x0);
  C = ci_grd (x0);
  A = [F; C];
  lambda = 100 * ones (rows (A), 1);
  info = 0;
  iter = 0;
  while (true)
    iter = iter + 1;
    if (iter >= iter_max)
      break;
    end
    % The first-order conditions.
    n_eq = rows (F);
    lambda_i = lambda(n_eq+1:end);
    con = [ce; ci];
    stationarity = norm (c - A' * lambda);
    if (all (ci >= 0) && all (lambda_i >= 0) ...
        && max ([stationarity; norm(ce); norm(lambda .* con)]) < tol)
      info = 101;
      break;
    end
    % The quadratic model's step.
    old_lambda = lambda;
    [p, ~, qpinfo, lambda] = qp (x, B, c, F, -ce, [], [], -ci, C, ...
                                 Inf (size (ci)), struct ('TolX', tol));
    id = 'Octave:SQP-QP-subproblem';
    switch (qpinfo.info)
      case 2
        warning (id, 'sqp: QP subproblem is non-convex and unbounded');
      case 3
        warning (id, 'sqp: QP subproblem failed to converge in %d iterations', ...
                 qpinfo.solveiter);
      case 6
        warning (id, 'sqp: QP subproblem is infeasible');
        lambda = old_lambda;
    end
    [x_new, obj_new, nf] = merit_step (x, p, obj_fun, ce_fun, ci_fun, lambda, obj, c, nf);
    step = x_new - x;
    if (norm (step) < tol * norm (x))
      info = 104;
      break;
    end
    c_new = grad_at (x_new, obj_new);
    ce_new = ce_fun (x_new);
    F_new = ce_grd (x_new);
    ci_new = ci_fun (x_new);
    C_new = ci_grd (x_new);
    A_new = [F_new; C_new];
    % The change of the Lagrangian's gradient.
    y = c_new - c;
    if (! isempty (A))
      y = y - (A_new - A)' * lambda;
    end
    if (have_hess)
      B = obj_hess (x);
    else
      sBs = step' * B * step;
      sy = step' * y;
      theta = 1;
      if (sy < 0.2 * sBs)
        theta = 0.8 * sBs / (sBs - sy);
      end
      r = theta * y + (1 - theta) * B * step;
      sr = step' * r;
      if (sBs == 0 || sr == 0)
        info = 102;
        break;
      end
      B = B - B * step * step' * B / sBs + r * r' / sr;
    end
    x = x_new;
    obj = obj_new;
    c = c_new;
    ce = ce_new;
    F = F_new;
    ci = ci_new;
    C = C_new;
    A = A_new;
  end
  if (iter >= iter_max)
    info = 103;
  end
end

function g = call_gradient (grd, x, fx, have_grd)
  if (have_grd)
    g = grd (x);
  else
    g = grd (x, fx);
  end
end

function [x_new, obj, nf] = merit_step (x, p, obj_fun, ce_fun, ci_fun, lambda, obj, c, nf)
% Backtracking on the L1 merit function obj + |violations|_1 / mu until
% it decreases enough (Nocedal and Wright, Algorithm 18.3).
  eta = 0.25;
  tau = 0.5;
  delta_bar = sqrt (eps);
  if (isempty (lambda))
    mu = 1 / delta_bar;
  else
    mu = 1 / (norm (lambda, Inf) + delta_bar);
  end
  ce = ce_fun (x);
  ci = ci_fun (x);
  viol = [ce; ci(ci < 0)];
  phi0 = obj;
  slope = c' * p;
  if (! isempty (viol))
    phi0 = phi0 + norm (viol, 1) / mu;
    slope = slope - norm (viol, 1) / mu;
  end
  alpha = 1;
  while (true)
    xt = x + alpha * p;
    obj = obj_fun (xt);
    nf = nf + 1;
    ce = ce_fun (xt);
    ci = ci_fun (xt);
    viol = [ce; ci(ci < 0)];
    phi = obj;
    if (! isempty (viol))
      phi = phi + norm (viol, 1) / mu;
    end
    if (phi > phi0 + eta * alpha * slope)
      alpha = 0.9 * tau * alpha;
    else
      break;
    end
  end
  x_new = x + alpha * p;
end

function g = fd_gradient (f, x, fx)
% Forward differences with step sqrt (eps).
  g = zeros (numel (x), 1);
  h = sqrt (eps);
  for i = 1:numel (x)
    xi = x(i);
    x(i) = x(i) + h;
    g(i) = (f (x) - fx) / h;
    x(i) = xi;
  end
end

function J = fd_jacobian (f, x)
  fx = f (x);
  J = zeros (numel (fx), numel (x));
  h = sqrt (eps);
  for i = 1:numel (x)
    xi = x(i);
    x(i) = x(i) + h;
    J(:, i) = (f (x) - fx) / h;
    x(i) = xi;
  end
end
