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
%     Clenshaw-Curtis points, as coefficients of orthonormal Legendre
%     polynomials.  The interval with the largest error is either given
%     the next rule (when its interpolant is settling) or halved (into
%     halves with 5 points); the error of an interval is its length times
%     the 2-norm of the difference between its interpolant and the one it
%     replaces.  An interval whose error is at the level of rounding, or
%     too small to hold distinct nodes, is set aside with its estimate;
%     so are the ones with the smallest errors when more than 200 are
%     open.  Values that are not finite (NaN, Inf) are left out of the
%     interpolants.  An integral seen to grow without bound
%     under halving is reported divergent (a warning, and Inf); a
%     tolerance not met, with fewer than two outputs, gives a warning.
%
%     ERR is the estimated error; NR_POINTS the number of values of F.
%
%     See also: quadgk, quadl, quadv, integral, trapz.

  if (nargin < 3)
    print_usage ();
  end
  if (ischar (f))
    % A function name is found where quadcc is called, as Octave's
    % built-in finds it; other text is an expression in x.
    if (isvarname (f))
      f = evalin ('caller', ['@', f]);
    else
      f = inline (f, 'x');
    end
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

  g = f;
  lo = double (a);
  hi = double (b);
  if (isinf (a) || isinf (b))
    g = @(u) infinite_integrand (f, u);
    lo = atan (lo) * 2 / pi;
    hi = atan (hi) * 2 / pi;
    sing = atan (sing) * 2 / pi;
  end
  if (hi < lo)
    ends = [lo; sort(sing(:), 'descend'); hi];
  else
    ends = [lo; sort(sing(:)); hi];
  end

  [q, err, nr_points] = cc_integrate (g, ends, abstol, reltol);
  if (nargout < 2 && err > max (abstol, reltol * abs (q)))
    warning ('quadcc: Error tolerance not met.  Estimated error: %g\n', err);
  end
  if (issingle)
    q = single (q);
    err = single (err);
  end
end

function [q, err, nr_points] = cc_integrate (g, ends, abstol, reltol)
% The doubly adaptive scheme over the pieces between ENDS.  (Apart from
% quadcc, whose call of evalin keeps its variables in a workspace, so
% that its arrays update in place.)
  R = rules ();
  w = sqrt (2) / 2;
  % The open intervals, one per column: ends, rule (1-4 for 5-33
  % points), values at the 33 nodes, coefficients of the current rule,
  % c0 of the 5-point rule (for the divergence test), integral and
  % error, halvings that grew the integral, depth.  Columns beyond N are
  % free.
  m = numel (ends) - 1;
  cap = max (200, m + 1);
  A = zeros (1, cap);
  B = zeros (1, cap);
  LEVEL = zeros (1, cap);
  FX = zeros (33, cap);
  C = zeros (33, cap);
  C05 = zeros (1, cap);
  IG = zeros (1, cap);
  ER = zeros (1, cap);
  NDIV = zeros (1, cap);
  DEPTH = zeros (1, cap);
  nr_points = 0;
  for i = 1:m
    h = (ends(i+1) - ends(i)) / 2;
    fx = values (g, ends(i), ends(i+1), R.x);
    nr_points = nr_points + 33;
    c = coefficients (R, 4, fx);
    c17 = coefficients (R, 3, fx(R.slots{3}));
    c5 = coefficients (R, 1, fx(R.slots{1}));
    nc = norm (c);
    ncdiff = norm ([c17 - c(1:17); c(18:33)]);
    e = ncdiff * 2 * h;
    if (ncdiff / nc > 0.1 && e < 2 * h * nc)
      e = 2 * h * nc;
    end
    A(i) = ends(i);
    B(i) = ends(i+1);
    LEVEL(i) = 4;
    FX(:, i) = fx;
    C(:, i) = c;
    C05(i) = c5(1);
    IG(i) = 2 * h * c(1) * w;
    ER(i) = e;
    DEPTH(i) = 1;
  end
  n = m;
  q_final = 0;
  err_final = 0;
  q = sum (IG(1:n));
  err = sum (ER(1:n));
  while (n > 0)
    tol = max (abstol, abs (q) * reltol);
    if (! (err > tol) || (err_final > tol && err - err_final < tol))
      break;
    end
    [~, k] = max (ER(1:n));
    mid = (A(k) + B(k)) / 2;
    h = (B(k) - A(k)) / 2;
    split = true;
    if (LEVEL(k) < 4)
      % The next rule on the same interval.
      l = LEVEL(k) + 1;
      fresh = R.fresh{l};
      FX(fresh, k) = values (g, A(k), B(k), R.x(fresh));
      nr_points = nr_points + numel (fresh);
      np = R.n(l) + 1;
      c = coefficients (R, l, FX(R.slots{l}, k));
      prev = R.n(l-1) + 1;
      nc = norm (c);
      ncdiff = norm ([C(1:prev, k) - c(1:prev); c(prev+1:np)]);
      C(:, k) = [c; zeros(33 - np, 1)];
      LEVEL(k) = l;
      ER(k) = ncdiff * 2 * h;
      IG(k) = 2 * h * w * c(1);
      split = nc > 0 && ncdiff / nc > 0.1;
    end
    if (mid + h * R.x(1) >= mid + h * R.x(2) || mid + h * R.x(32) >= mid + h * R.x(33) ...
        || ER(k) < abs (IG(k)) * 10 * eps)
      % Set aside: too narrow for distinct nodes, or at rounding level.
      err_final = err_final + ER(k);
      q_final = q_final + IG(k);
      [A, B, LEVEL, FX, C, C05, IG, ER, NDIV, DEPTH] = ...
        move (A, B, LEVEL, FX, C, C05, IG, ER, NDIV, DEPTH, n, k);
      n = n - 1;
    elseif (split)
      % Halve: each half gets the 5-point rule (3 new values), and its
      % error against the parent's interpolant there.
      l = LEVEL(k);
      np = R.n(l) + 1;
      parent = C(1:np, k);
      divergent = false;
      for p = 1:2
        if (p == 1)
          lo = A(k);
          hi = mid;
          fx = [FX(1, k); 0; 0; 0; FX(17, k)];
          T = R.left{l};
        else
          lo = mid;
          hi = B(k);
          fx = [FX(17, k); 0; 0; 0; FX(33, k)];
          T = R.right{l};
        end
        fx(2:4) = values (g, lo, hi, R.x(R.slots{1}(2:4)));
        nr_points = nr_points + 3;
        c = coefficients (R, 1, fx);
        ct = T * parent;
        ncdiff = norm ([c - ct(1:5); ct(6:np)]);
        ndiv = NDIV(k) + (abs (C05(k)) > 0 && c(1) / C05(k) > 2);
        if (ndiv > 20 && 2 * ndiv > DEPTH(k) + 1)
          divergent = true;
          break;
        end
        j = n + p;
        A(j) = lo;
        B(j) = hi;
        LEVEL(j) = 1;
        FX(:, j) = 0;
        FX(R.slots{1}, j) = fx;
        C(:, j) = [c; zeros(28, 1)];
        C05(j) = c(1);
        IG(j) = h * w * c(1);
        ER(j) = ncdiff * h;
        NDIV(j) = ndiv;
        DEPTH(j) = DEPTH(k) + 1;
      end
      if (divergent)
        warning ('quadcc: divergent integral detected');
        q = sign (q) * Inf;
        if (q == 0)
          q = Inf;
        end
        return;
      end
      [A, B, LEVEL, FX, C, C05, IG, ER, NDIV, DEPTH] = ...
        move (A, B, LEVEL, FX, C, C05, IG, ER, NDIV, DEPTH, n + 2, k);
      n = n + 1;
    end
    % Keep at most 198 intervals open: set aside the smallest errors.
    while (n > cap - 2)
      [~, k] = min (ER(1:n));
      err_final = err_final + ER(k);
      q_final = q_final + IG(k);
      [A, B, LEVEL, FX, C, C05, IG, ER, NDIV, DEPTH] = ...
        move (A, B, LEVEL, FX, C, C05, IG, ER, NDIV, DEPTH, n, k);
      n = n - 1;
    end
    q = q_final + sum (IG(1:n));
    err = err_final + sum (ER(1:n));
  end
end

function [A, B, LEVEL, FX, C, C05, IG, ER, NDIV, DEPTH] = move (A, B, LEVEL, FX, C, C05, IG, ER, NDIV, DEPTH, from, to)
% Column FROM takes the place of column TO (which is closed).
  A(to) = A(from);
  B(to) = B(from);
  LEVEL(to) = LEVEL(from);
  FX(:, to) = FX(:, from);
  C(:, to) = C(:, from);
  C05(to) = C05(from);
  IG(to) = IG(from);
  ER(to) = ER(from);
  NDIV(to) = NDIV(from);
  DEPTH(to) = DEPTH(from);
end

function y = infinite_integrand (f, u)
  t = tan (pi / 2 * u);
  y = f (t) .* (pi / 2) .* (1 + t .^ 2);
end

function R = rules ()
% The four Clenshaw-Curtis rules: nodes -cos (j pi / n), j = 0..n, for
% n = 4, 8, 16, 32 (nested: the rule of n uses every 32/n-th of the 33);
% for each, the matrix taking the values at its nodes to the coefficients
% of the interpolant in orthonormal Legendre polynomials, and the
% matrices giving the coefficients of its restriction to either half.
  persistent saved;
  if (! isempty (saved))
    R = saved;
    return;
  end
  R.x = -cos ((0:32).' * pi / 32);
  R.n = [4, 8, 16, 32];
  for l = 1:4
    n = R.n(l);
    R.slots{l} = 1:(32/n):33;
    R.P{l} = legendre_values (R.x(R.slots{l}), n);
    R.vinv{l} = inv (R.P{l});
    if (l > 1)
      R.fresh{l} = setdiff (R.slots{l}, R.slots{l-1});
    end
  end
  % The degree-n interpolant restricted to [-1, 0] (or [0, 1]), mapped
  % to [-1, 1]: its values at the 5-point nodes... in full degree n.
  for l = 1:4
    n = R.n(l);
    xs = R.x(R.slots{l});
    R.left{l} = R.vinv{l} * legendre_values ((xs - 1) / 2, n);
    R.right{l} = R.vinv{l} * legendre_values ((xs + 1) / 2, n);
  end
  saved = R;
end

function P = legendre_values (x, n)
% P(i, k+1) is the orthonormal Legendre polynomial of degree k at x(i).
  x = x(:);
  P = zeros (numel (x), n + 1);
  P(:, 1) = 1;
  if (n > 0)
    P(:, 2) = x;
  end
  for k = 1:n-1
    P(:, k+2) = ((2 * k + 1) * x .* P(:, k+1) - k * P(:, k)) / (k + 1);
  end
  P = P .* sqrt ((2 * (0:n) + 1) / 2);
end

function c = coefficients (R, l, fx)
% The coefficients of the interpolant of rule L through the values FX;
% nodes where FX is not finite are left out (an interpolant of lower
% degree through the others).
  bad = ! isfinite (fx);
  if (! any (bad))
    c = R.vinv{l} * fx;
    return;
  end
  good = find (! bad);
  c = zeros (numel (fx), 1);
  if (! isempty (good))
    c(1:numel (good)) = R.P{l}(good, 1:numel (good)) \ fx(good);
  end
end

function fx = values (g, a, b, x)
% G at the points x of [-1, 1] mapped to [A, B] (NaN where not finite).
  pts = (a + b) / 2 + (b - a) / 2 * x;
  fx = g (pts);
  if (! isreal (fx) || numel (fx) != numel (pts))
    if (! isreal (fx) || ! isvector (fx))
      error ('quadcc: integrand F must return a single, real-valued vector');
    end
    error ('quadcc: integrand F must return a single, real-valued vector of the same size as the input');
  end
  fx = double (fx(:));
  fx(! isfinite (fx)) = NaN;
end
