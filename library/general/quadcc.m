function [q, err, nr_points] = quadcc (f, a, b, tol, sing)
% -- Q = quadcc (F, A, B)
% -- Q = quadcc (F, A, B, TOL)
% -- Q = quadcc (F, A, B, TOL, SING)
% -- [Q, ERR, NR_POINTS] = quadcc (...)
%     Integrate F from A to B by doubly-adaptive Clenshaw-Curtis
%     quadrature (P. Gonnet, "Increasing the Reliability of Adaptive
%     Quadrature Using Explicit Interpolants", ACM TOMS 37, 2010).
%
%     F must be vectorized: it takes a vector of points and returns a
%     vector of as many values.  A and B may be infinite (the variable is
%     then x = tan (pi/2 * u)).  TOL is [AbsTol, RelTol] or AbsTol alone
%     (defaults 1e-10 and 1e-6); the integration stops when the error
%     estimate is below max (AbsTol, RelTol * |Q|).  SING lists points
%     inside the interval where F or a derivative is not smooth.
%
%     Each interval holds the interpolant of F at 5, 9, 17 or 33
%     Clenshaw-Curtis points, in the Chebyshev basis.  The interval with
%     the largest error is either given the next rule (when its
%     interpolant is settling) or halved; the error of an interval is the
%     2-norm of the difference between its interpolant and the one it
%     replaces.  Values that are not finite (NaN, Inf) are taken as zero
%     and their interval is halved.  An integral seen to grow without
%     bound under halving is reported divergent (a warning, and Inf).
%
%     ERR is the estimated error; NR_POINTS the number of values of F.
%
%     See also: quadgk, quadl, quadv, integral, trapz.

  if (nargin < 3)
    print_usage ();
  end
  if (ischar (f))
    f = str2func (f);
  end
  if (! (isreal (a) && isscalar (a)))
    error ('quadcc: lower limit of integration (A) must be a real scalar');
  end
  if (! (isreal (b) && isscalar (b)))
    error ('quadcc: upper limit of integration (B) must be a real scalar');
  end
  issingle = isa (a, 'single') || isa (b, 'single');
  abstol = 1e-10;
  reltol = 1e-6;
  if (issingle)
    abstol = 1e-5;
    reltol = 1e-4;
  end
  if (nargin > 3 && ! isempty (tol))
    if (! isnumeric (tol) || numel (tol) > 2)
      error ('quadcc: TOL must be a 1- or 2-element vector [AbsTol, RelTol]');
    end
    abstol = tol(1);
    if (numel (tol) == 2)
      reltol = tol(2);
    end
    if (abstol < 0)
      error ('quadcc: absolute tolerance must be >=0');
    end
    if (reltol < 0)
      error ('quadcc: relative tolerance must be >=0');
    end
  end
  if (nargin < 5)
    sing = [];
  elseif (! isempty (sing) && ! (isvector (sing) && isreal (sing)))
    error ('quadcc: list of singularities (SING) must be a vector of real values');
  end

  % Infinite limits: x = tan (pi/2 u).
  g = f;
  lo = a;
  hi = b;
  if (isinf (a) || isinf (b))
    g = @(u) infinite_integrand (f, u);
    lo = atan (a) * 2 / pi;
    hi = atan (b) * 2 / pi;
    sing = atan (sing) * 2 / pi;
  end
  ends = [lo; sort(sing(:)); hi];
  if (hi < lo)
    ends = [lo; sort(sing(:), 'descend'); hi];
  end

  R = rules ();
  nr_points = 0;
  ivs = [];
  for i = 1:numel (ends) - 1
    [iv, n] = first_interval (g, ends(i), ends(i+1), R);
    nr_points = nr_points + n;
    ivs = [ivs, iv];
  end
  q_dropped = 0;
  err_dropped = 0;
  divergent = false;
  max_intervals = 2000;
  while (true)
    q = sum ([ivs.igral]) + q_dropped;
    err = sum ([ivs.err]) + err_dropped;
    if (abs (err) <= max (abstol, reltol * abs (q)) || isempty (ivs))
      break;
    end
    [~, k] = max (abs ([ivs.err]));
    iv = ivs(k);
    if (iv.level < 4 && ! iv.nans)
      % A finer rule on the same interval.
      [grown, n, settled] = next_rule (g, iv, R);
      nr_points = nr_points + n;
      if (settled)
        ivs(k) = grown;
        continue;
      end
      iv = grown;
    end
    if (numel (ivs) >= max_intervals)
      break;
    end
    [left, right, n] = halve (g, iv, R);
    nr_points = nr_points + n;
    ivs(k) = [];
    for child = [left, right]
      if (child.ndiv > 20 && 2 * child.ndiv > child.depth)
        divergent = true;
        q = sign (child.igral) * Inf;
        break;
      end
      m = (child.a + child.b) / 2;
      if (abs (child.b - child.a) <= 10 * eps (m) || child.a == m || child.b == m)
        % Too narrow to halve again: keep its estimate.
        q_dropped = q_dropped + child.igral;
        err_dropped = err_dropped + child.err;
      else
        ivs = [ivs, child];
      end
    end
    if (divergent)
      break;
    end
  end
  if (divergent)
    warning ('quadcc: divergent integral detected');
    err = Inf;
  end
end

function y = infinite_integrand (f, u)
  t = tan (pi / 2 * u);
  y = f (t) .* (pi / 2) .* (1 + t .^ 2);
end

function R = rules ()
% The four Clenshaw-Curtis rules: nodes cos (j pi / n), j = 0..n, for
% n = 4, 8, 16, 32 (nested: the rule of n uses every 32/n-th of the 33),
% the matrices giving Chebyshev coefficients from values at the nodes,
% the integrals of T_k over [-1, 1], and the matrices restricting a
% degree-32 expansion to either half of the interval.
  persistent saved;
  if (! isempty (saved))
    R = saved;
    return;
  end
  R.x = cos ((0:32).' * pi / 32);
  R.n = [4, 8, 16, 32];
  for l = 1:4
    n = R.n(l);
    j = 0:n;
    C = (2 / n) * cos ((0:n).' * j * pi / n);
    C(:, [1, end]) = C(:, [1, end]) / 2;
    C([1, end], :) = C([1, end], :) / 2;
    R.coef{l} = C;
    R.slots{l} = 1:(32/n):33;
  end
  k = (0:32).';
  R.w = zeros (33, 1);
  even = mod (k, 2) == 0;
  R.w(even) = 2 ./ (1 - k(even) .^ 2);
  % Values of T_0..T_32 at the nodes of either half, then coefficients.
  Tl = cos (acos ((R.x - 1) / 2) * k.');
  Tr = cos (acos ((R.x + 1) / 2) * k.');
  R.left = R.coef{4} * Tl;
  R.right = R.coef{4} * Tr;
  saved = R;
end

function [fx, nans, n] = values (g, a, b, x)
% G at the points x of [-1, 1] mapped to [A, B]; non-finite values as 0.
  m = (a + b) / 2;
  h = (b - a) / 2;
  pts = m + h * x;
  fx = g (pts);
  if (! isreal (fx) || numel (fx) != numel (pts))
    if (! isreal (fx) || ! isvector (fx))
      error ('quadcc: integrand F must return a single, real-valued vector');
    end
    error ('quadcc: integrand F must return a single, real-valued vector of the same size as the input');
  end
  fx = double (fx(:));
  nans = ! isfinite (fx);
  fx(nans) = 0;
  n = numel (pts);
end

function iv = interval (a, b, level, fx, c, c_old, nans, ndiv, depth)
  h = (b - a) / 2;
  R = rules ();
  iv.a = a;
  iv.b = b;
  iv.level = level;
  iv.fx = fx;
  iv.c = c;
  iv.igral = h * (R.w.' * c);
  iv.err = h * norm (c - c_old);
  iv.nans = nans;
  iv.ndiv = ndiv;
  iv.depth = depth;
end

function [iv, n] = first_interval (g, a, b, R)
  [fx, nans, n] = values (g, a, b, R.x);
  c = R.coef{4} * fx;
  c16 = zeros (33, 1);
  c16(1:17) = R.coef{3} * fx(R.slots{3});
  iv = interval (a, b, 4, fx, c, c16, any (nans), 0, 1);
end

function [iv, n, settled] = next_rule (g, iv, R)
% The interval with the next finer rule; SETTLED when the interpolant
% changed little (else it should be halved).
  l = iv.level + 1;
  slots = R.slots{l};
  fresh = setdiff (slots, R.slots{l-1});
  fx = iv.fx;
  [fx(fresh), nans, n] = values (g, iv.a, iv.b, R.x(fresh));
  c = zeros (33, 1);
  c(1:R.n(l)+1) = R.coef{l} * fx(slots);
  change = norm (c - iv.c);
  settled = ! any (nans) && ! (norm (c) > 0 && change / norm (c) > 0.1);
  iv = interval (iv.a, iv.b, l, fx, c, iv.c, iv.nans || any (nans), iv.ndiv, iv.depth);
end

function [left, right, n] = halve (g, iv, R)
% The halves of the interval, each with the 5-point rule; their errors
% compare with the parent's interpolant on them.
  m = (iv.a + iv.b) / 2;
  parts = {iv.a, m, R.left; m, iv.b, R.right};
  n = 0;
  for p = 1:2
    [a, b, T] = parts{p, :};
    fx = zeros (33, 1);
    slots = R.slots{1};
    [fx(slots), nans, k] = values (g, a, b, R.x(slots));
    n = n + k;
    c = zeros (33, 1);
    c(1:5) = R.coef{1} * fx(slots);
    from_parent = T * iv.c;
    % The integral grows on halving: a sign of divergence.
    grows = abs (c(1)) > 2 * abs (from_parent(1)) && abs (c(1)) > 0;
    child = interval (a, b, 1, fx, c, from_parent, any (nans), iv.ndiv + grows, iv.depth + 1);
    if (p == 1)
      left = child;
    else
      right = child;
    end
  end
end
