function [xopt, fmin, errnum, extra] = glpk (c, A, b, lb, ub, ctype, vartype, s, param)
% -- [XOPT, FMIN, ERRNUM, EXTRA] = glpk (C, A, B, LB, UB, CTYPE, VARTYPE, SENSE, PARAM)
%     Solve the linear program, or mixed-integer linear program,
%
%        min (or max) C' * X  subject to  A * X [=, <=, >=] B,  LB <= X <= UB
%
%     with GLPK's interface.  CTYPE has a letter per constraint: "U" (A(i,:)
%     * X <= B(i)), "L" (>=), "S" (=, the default), "D" (-B(i) <= A(i,:) * X
%     <= B(i)) or "F" (ignored).  LB defaults to zeros, UB to Inf.  VARTYPE
%     has "C" (continuous, the default) or "I" (integer) per variable.
%     SENSE is 1 (or any value >= 0) to minimize (the default), -1 (any
%     negative value) to maximize.  PARAM (a
%     structure) is accepted and its msglev, itlim and tmlim fields are
%     read; the others are GLPK's tuning and change nothing here.
%
%     The linear programs are solved by the simplex method on a dense
%     tableau (two phases, Bland's rule against cycling); integer
%     variables by branch and bound on them.  The GNU GLPK library itself
%     is GPL-licensed and is not linked into matc.
%
%     FMIN is C' * XOPT.  ERRNUM is 0, or 10 (GLPK's "no primal feasible
%     solution") / 11 ("no dual feasible solution": unbounded), with
%     XOPT and FMIN NA.  EXTRA has lambda (the dual values, d FMIN / d B)
%     and redcosts (C - A' * lambda) for a linear program, time, and
%     status: 5 optimal, -1 undefined.
%
%     See also: qp, sqp, lsqnonneg.

  if (nargin < 3)
    print_usage ();
  end
  if (! isvector (c) || iscomplex (c) || ischar (c) || ! all (isfinite (c)))
    error ('glpk: C must be a real vector with finite values');
  end
  c = c(:);
  n = numel (c);
  if (isempty (A))
    error ('glpk: A cannot be an empty matrix');
  end
  if (! isreal (A))
    error ('glpk: A must be real valued, not %s', class (A));
  end
  if (! all (isfinite (A(:))))
    error ('glpk: The values in A must be finite');
  end
  if (columns (A) != n)
    error ('glpk: A must be %d-by-%d, not %d-by-%d', rows (A), n, rows (A), columns (A));
  end
  A = full (A);
  m = rows (A);
  if (isempty (b))
    error ('glpk: B cannot be an empty vector');
  end
  if (! isreal (b) || numel (b) != m)
    error ('glpk: B must be a real-valued %d-by-1 vector', m);
  end
  if (! all (isfinite (b(:))))
    error ('glpk: The values in B must be finite');
  end
  b = b(:);
  if (nargin < 4 || isempty (lb))
    lb = zeros (n, 1);
  elseif (! isreal (lb) || all (size (lb) > 1) || numel (lb) != n || any (isnan (lb)))
    error ('glpk: LB must be a real-valued %d-by-1 column vector', n);
  end
  if (nargin < 5 || isempty (ub))
    ub = Inf (n, 1);
  elseif (! isreal (ub) || all (size (ub) > 1) || numel (ub) != n || any (isnan (ub)))
    error ('glpk: UB must be a real-valued %d-by-1 column vector', n);
  end
  if (nargin < 6 || isempty (ctype))
    ctype = repmat ('S', 1, m);
  elseif (! ischar (ctype) || all (size (ctype) > 1) || numel (ctype) != m)
    error ('glpk: CTYPE must be a char vector of length %d', m);
  elseif (! all (ismember (ctype, 'FUSLD')))
    error ('glpk: CTYPE must contain only F, U, S, L, or D');
  end
  if (nargin < 7 || isempty (vartype))
    vartype = repmat ('C', 1, n);
  elseif (! ischar (vartype) || all (size (vartype) > 1) || numel (vartype) != n)
    error ('glpk: VARTYPE must be a char vector of length %d', n);
  elseif (! all (ismember (vartype, 'CI')))
    error ('glpk: VARTYPE must contain only C or I');
  end
  if (nargin < 8 || isempty (s))
    s = 1;
  elseif (ischar (s) || all (size (s) > 1) || ! isreal (s) || ! all (isfinite (s)))
    error ('glpk: SENSE must be an integer value');
  elseif (s >= 0)
    s = 1;
  else
    s = -1;
  end
  if (nargin > 8 && ! isstruct (param))
    error ('glpk: PARAM must be a structure');
  end
  lb = lb(:);
  ub = ub(:);

  % All constraints as rows of G x <= h or E x = d.
  G = zeros (0, n);
  h = zeros (0, 1);
  E = zeros (0, n);
  d = zeros (0, 1);
  for i = 1:m
    switch (ctype(i))
      case 'U'
        G = [G; A(i, :)];
        h = [h; b(i)];
      case 'L'
        G = [G; -A(i, :)];
        h = [h; -b(i)];
      case 'S'
        E = [E; A(i, :)];
        d = [d; b(i)];
      case 'D'
        G = [G; A(i, :); -A(i, :)];
        h = [h; b(i); b(i)];
    end
  end
  integer = find (vartype == 'I');
  [x, status] = branch_and_bound (s * c, G, h, E, d, lb, ub, integer);
  extra = struct ();
  if (status == 0)
    xopt = x;
    fmin = c' * x;
    errnum = 0;
    if (isempty (integer))
      lambda = duals (s * c, A, b, ctype, x, lb, ub) * s;
      extra.lambda = lambda;
      extra.redcosts = c - A' * lambda;
    end
    extra.time = 0;
    extra.status = 5;
  else
    xopt = NA (n, 1);
    fmin = NA;
    errnum = 10 + (status == 2);
    if (isempty (integer))
      extra.lambda = NA (m, 1);
      extra.redcosts = NA (n, 1);
    end
    extra.time = 0;
    extra.status = -1;
  end
end

function [best, status] = branch_and_bound (c, G, h, E, d, lb, ub, integer)
% The LP, then branching on the first fractional integer variable,
% depth first, keeping the best integer point; status 0 found, 1
% infeasible, 2 unbounded.
  [best, status] = lp (c, G, h, E, d, lb, ub);
  if (status != 0 || isempty (integer))
    return;
  end
  best = [];
  best_f = Inf;
  stack = {{lb, ub}};
  while (! isempty (stack))
    node = stack{end};
    stack(end) = [];
    [x, st] = lp (c, G, h, E, d, node{1}, node{2});
    if (st != 0 || c' * x >= best_f - 1e-9 * max (1, abs (best_f)))
      continue;
    end
    frac = abs (x(integer) - round (x(integer))) > 1e-9 * max (1, abs (x(integer)));
    if (! any (frac))
      x(integer) = round (x(integer));
      best = x;
      best_f = c' * x;
      continue;
    end
    j = integer(find (frac, 1));
    up_lb = node{1};
    up_lb(j) = ceil (x(j));
    down_ub = node{2};
    down_ub(j) = floor (x(j));
    stack{end+1} = {up_lb, node{2}};
    stack{end+1} = {node{1}, down_ub};
  end
  status = isempty (best);
end

function [x, status] = lp (c, G, h, E, d, lb, ub)
% min c' x s.t. G x <= h, E x = d, lb <= x <= ub, by the simplex method
% on x = lb + u (u >= 0), x = ub - u, or x = u - v (free variables).
  n = numel (c);
  % x = T * y + x0, y >= 0.
  T = zeros (n, 0);
  x0 = zeros (n, 1);
  upper = zeros (0, 2);   % (column of y, bound) for variables with both bounds
  for j = 1:n
    e = zeros (n, 1);
    e(j) = 1;
    if (isfinite (lb(j)))
      T = [T, e];
      x0(j) = lb(j);
      if (isfinite (ub(j)))
        upper(end+1, :) = [columns(T), ub(j) - lb(j)];
      end
    elseif (isfinite (ub(j)))
      T = [T, -e];
      x0(j) = ub(j);
    else
      T = [T, e, -e];
    end
  end
  if (any (lb > ub))
    x = [];
    status = 1;
    return;
  end
  k = columns (T);
  U = zeros (rows (upper), k);
  for i = 1:rows (upper)
    U(i, upper(i, 1)) = 1;
  end
  % Inequalities with slacks, then equalities: M [y; s] = r.
  Gy = [G * T; U];
  hy = [h - G * x0; upper(:, 2)];
  Ey = E * T;
  dy = d - E * x0;
  ni = rows (Gy);
  M = [Gy, eye(ni); Ey, zeros(rows (Ey), ni)];
  r = [hy; dy];
  cost = [T' * c; zeros(ni, 1)];
  [y, status] = simplex (cost, M, r);
  if (status == 0)
    x = T * y(1:k) + x0;
  else
    x = [];
  end
end

function [y, status] = simplex (c, M, r)
% min c' y s.t. M y = r, y >= 0: two-phase tableau simplex with Bland's
% rule.  status 0 optimal, 1 infeasible, 2 unbounded.
  [m, n] = size (M);
  neg = r < 0;
  M(neg, :) = -M(neg, :);
  r(neg) = -r(neg);
  tol = 1e-11 * max (1, max (abs ([M(:); r])));
  % Phase 1: artificials a, min sum (a).
  T = [M, eye(m), r];
  basis = n + (1:m);
  cost1 = [zeros(1, n), ones(1, m), 0];
  [T, basis, st] = pivot_loop (T, basis, cost1, tol, n + m);
  y = [];
  if (st != 0 || phase_value (T, basis, cost1) > tol * m)
    status = 1;
    return;
  end
  % Drive artificials out of the basis where possible.
  for i = 1:m
    if (basis(i) > n)
      j = find (abs (T(i, 1:n)) > tol, 1);
      if (! isempty (j))
        T = pivot (T, i, j);
        basis(i) = j;
      end
    end
  end
  T = T(:, [1:n, end]);
  T(basis > n, :) = [];
  basis(basis > n) = [];
  cost2 = [c(:).', 0];
  [T, basis, st] = pivot_loop (T, basis, cost2, tol, n);
  if (st != 0)
    status = 2;
    return;
  end
  y = zeros (n, 1);
  y(basis) = T(:, end);
  status = 0;
end

function v = phase_value (T, basis, cost)
  v = cost(basis) * T(:, end);
end

function [T, basis, status] = pivot_loop (T, basis, cost, tol, ncols)
  status = 0;
  for iter = 1:5000
    reduced = cost(1:ncols) - cost(basis) * T(:, 1:ncols);
    j = find (reduced < -tol, 1);     % Bland: the first improving column
    if (isempty (j))
      return;
    end
    col = T(:, j);
    rows_ok = find (col > tol);
    if (isempty (rows_ok))
      status = 2;
      return;
    end
    ratios = T(rows_ok, end) ./ col(rows_ok);
    best = min (ratios);
    tied = rows_ok(ratios <= best + tol);
    [~, k] = min (basis(tied));
    i = tied(k);
    T = pivot (T, i, j);
    basis(i) = j;
  end
end

function T = pivot (T, i, j)
  T(i, :) = T(i, :) / T(i, j);
  others = [1:i-1, i+1:rows(T)];
  T(others, :) = T(others, :) - T(others, j) * T(i, :);
end

function lambda = duals (c, A, b, ctype, x, lb, ub)
% d (min c' x) / d b: the multipliers of the constraints, from the
% variables strictly inside their bounds and the constraints that hold
% with equality (least squares on the optimality conditions).
  m = rows (A);
  lambda = zeros (m, 1);
  tight = false (m, 1);
  for i = 1:m
    ax = A(i, :) * x;
    scale = 1e-9 * max (1, abs (b(i)));
    switch (ctype(i))
      case 'S'
        tight(i) = true;
      case {'U', 'L'}
        tight(i) = abs (ax - b(i)) <= scale;
      case 'D'
        tight(i) = abs (abs (ax) - b(i)) <= scale;
    end
  end
  margin = 1e-9 * max (1, abs (x));
  free = x - lb > margin & ub - x > margin;
  rows_t = find (tight);
  if (isempty (rows_t))
    return;
  end
  lambda(rows_t) = A(rows_t, free).' \ c(free);
  if (! any (free))
    lambda(rows_t) = 0;
  end
end
