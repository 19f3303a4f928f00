function pp = splinefit (x, y, breaks, varargin)
% -- PP = splinefit (X, Y, BREAKS)
% -- PP = splinefit (X, Y, P)
% -- PP = splinefit (..., "periodic", PERIODIC)
% -- PP = splinefit (..., "robust", ROBUST)
% -- PP = splinefit (..., "beta", BETA)
% -- PP = splinefit (..., "order", ORDER)
% -- PP = splinefit (..., "constraints", CONSTRAINTS)
%     Least-squares fit of a spline with breaks BREAKS (or P pieces whose
%     breaks interpolate the sorted X so that the pieces hold about as
%     many points each) to the noisy data X, Y.  Y is a vector or an N-D
%     array whose last dimension matches X.  The spline is of degree ORDER
%     (3) with ORDER-1 continuous derivatives: P+ORDER degrees of freedom,
%     P with PERIODIC boundary conditions (period max (BREAKS) - min
%     (BREAKS)).  ROBUST fitting does three more weighted fits, each
%     point weighted by exp (-a * r^2 / mean (r^2)) from its residual r
%     of the fit before, a = BETA / (2 * (1 - BETA)), 0 < BETA < 1 (1/2).
%     CONSTRAINTS is a struct with fields "xc" (x-locations), "yc" (values,
%     default 0) and "cc" (coefficients, default ones): for each j,
%
%       cc(1,j) * y(xc(j)) + cc(2,j) * y'(xc(j)) + ... = yc(:,...,:,j).
%
%     Data with NaN are ignored.  Evaluate PP with ppval.
%
%     The fit is solved directly in the coefficients of the pieces:
%     least squares on the null space of the continuity and user
%     constraints (the spline of J. Lundgren's SPLINEFIT, 2010).
%
%     See also: interp1, unmkpp, ppval, spline, pchip, ppder, ppint.

  opts = struct ('periodic', false, 'robust', false, 'beta', 0.5, ...
                 'order', 3, 'constraints', []);
  if (nargin < 3 || mod (numel (varargin), 2) != 0)
    print_usage ();
  end
  for k = 1:2:numel (varargin)
    name = varargin{k};
    if (! ischar (name))
      print_usage ();
    end
    name = lower (name);
    val = varargin{k+1};
    switch (name)
      case {'periodic', 'robust'}
        opts.(name) = val;
      case 'beta'
        if (! (0 < val && val < 1))
          error ('Octave:splinefit:invalidbeta', 'invalid beta parameter (0 < BETA < 1)');
        end
        opts.beta = val;
        opts.robust = true;
      case 'order'
        if (! (val >= 0))
          error ('Octave:splinefit:invalidorder', 'invalid ORDER');
        end
        if (fix (val) != val)
          error ('arguments:nonsense', 'Failed to interpret argument #%d.', 4 + (k - 1) / 2);
        end
        opts.order = val;
      case 'constraints'
        opts.constraints = val;
      otherwise
        error ('Octave:splinefit:invalidproperty', 'unrecognized property ''%s''', name);
    end
  end
  if (! isnumeric (breaks) || ! isvector (breaks))
    print_usage ();
  end
  n = opts.order + 1;
  [x, y, dim, breaks] = data_and_breaks (x, y, breaks);
  h = diff (breaks);
  lo = breaks(1) - 0.01 * h(1);
  hi = breaks(end) + 0.01 * h(end);
  period = breaks(end) - breaks(1);
  if (x(1) < lo || x(end) > hi)
    if (opts.periodic)
      x = mod (x - breaks(1), period) + breaks(1);
      [x, k] = sort (x);
      y = y(:, k);
    else
      warning ('arguments:exteriordata', 'Some data points are outside the spline domain.');
    end
  end
  % Constraints K * c = R on the coefficients c of the pieces (highest
  % power first, piece after piece): continuity, then the user's.
  pieces = numel (h);
  K = continuity (h, n, opts.periodic && n > 1);
  R = zeros (rows (K), rows (y));
  if (! isempty (opts.constraints))
    [xc, yc, cc] = user_constraints (opts.constraints, rows (y), n, lo, hi, ...
                                     opts.periodic, breaks);
    K = [K; derivative_rows(xc, cc, breaks, n)];
    R = [R; yc'];
  end
  E = derivative_rows (x, ones (1, numel (x)), breaks, n);
  Y = y';
  if (isempty (K))
    c0 = zeros (n * pieces, columns (Y));
    N = eye (n * pieces);
  else
    [c0, N] = constrained (K, R);
  end
  A = E * N;
  b = Y - E * c0;
  z = A \ b;
  z = z + A \ (b - A * z);   % one step of refinement
  if (opts.robust)
    alpha = 0.5 * opts.beta / (1 - opts.beta) / columns (Y);
    for it = 1:3
      r = E * (c0 + N * z) - Y;
      rr = r .* conj (r);
      rmean = sum (rr, 1) / rows (Y);
      rmean(rmean == 0) = 1;
      w = exp (-rr * (alpha ./ rmean)');
      z = (w .* A) \ (w .* b);
    end
  end
  c = c0 + N * z;
  coefs = reshape (c, n, pieces, []);
  coefs = reshape (permute (coefs, [3 2 1]), [], n);
  pp = mkpp (breaks, coefs, dim);
end

function [x, y, dim, breaks] = data_and_breaks (x, y, breaks)
  mx = numel (x);
  x = reshape (x, 1, mx);
  dim = size (y);
  while (numel (dim) > 1 && dim(end) == 1)
    dim(end) = [];
  end
  my = dim(end);
  if (numel (dim) > 1)
    dim(end) = [];
  else
    dim = 1;
  end
  y = reshape (y, prod (dim), my);
  if (mx != my)
    error ('arguments:datasize', 'Last dimension of array y must equal length of vector x.');
  end
  bad = isnan (x);
  if (any (bad))
    x(bad) = [];
    y(:, bad) = [];
    warning ('arguments:nanx', 'All data points with NaN as x-location will be ignored.');
  end
  bad = any (isnan (y), 1);
  if (any (bad))
    x(bad) = [];
    y(:, bad) = [];
    warning ('arguments:nany', 'All data points with NaN in their y-value will be ignored.');
  end
  mx = numel (x);
  if (mx == 0)
    error ('arguments:nodata', 'There must be at least one data point.');
  end
  [x, k] = sort (x);
  y = y(:, k);
  if (isscalar (breaks))
    p = breaks;
    if (! isreal (p) || ! isfinite (p) || p < 1 || fix (p) < p)
      error ('arguments:breaks1', 'Argument #3 must be a vector or a positive integer.');
    end
    if (x(1) < x(end))
      % Breaks at evenly spaced fractional positions in the sorted data.
      t = linspace (1, mx, p + 1);
      i = min (floor (t), mx - 1);
      breaks = x(i) + (x(i + 1) - x(i)) .* (t - i);
    else
      breaks = x(1) + linspace (0, 1, p + 1);
    end
  else
    breaks = reshape (breaks, 1, []);
    if (isempty (breaks) || min (breaks) == max (breaks))
      error ('arguments:breaks2', 'At least two unique breaks are required.');
    end
  end
  if (any (diff (breaks) <= 0))
    breaks = unique (breaks);
  end
end

function [xc, yc, cc] = user_constraints (con, m, n, lo, hi, periodic, breaks)
  xc = [];
  yc = [];
  cc = [];
  names = fieldnames (con);
  for k = 1:numel (names)
    switch (names{k})
      case 'xc'
        xc = con.xc;
      case 'yc'
        yc = con.yc;
      case 'cc'
        cc = con.cc;
      otherwise
        warning ('arguments:unknownfield', 'Unknown field ''%s'' in constraint structure.', names{k});
    end
  end
  if (isempty (xc))
    error ('arguments:emptyxc', 'Constraints contains no x-locations.');
  end
  nx = numel (xc);
  xc = reshape (xc, 1, nx);
  if (isempty (yc))
    yc = zeros (m, nx);
  elseif (numel (yc) == 1)
    yc = zeros (m, nx) + yc;
  elseif (numel (yc) != m * nx)
    error ('arguments:ycsize', 'Cannot reshape yc to size %dx%d.', m, nx);
  else
    yc = reshape (yc, m, nx);
  end
  if (isempty (cc))
    cc = ones (size (xc));
  elseif (ndims (cc) != 2)
    error ('arguments:ccsize1', 'Constraint coefficients cc must be 2-D.');
  elseif (columns (cc) != nx)
    error ('arguments:ccsize2', 'Last dimension of cc must equal length of xc.');
  end
  if (rows (cc) >= n)
    if (any (any (cc(n:end, :))))
      error ('arguments:difforder', 'Constraints involve derivatives of order %d or larger.', n - 1);
    end
    cc = cc(1:n-1, :);
  end
  if (min (xc) < lo || max (xc) > hi)
    if (periodic)
      xc = mod (xc - breaks(1), breaks(end) - breaks(1)) + breaks(1);
    else
      warning ('arguments:exteriorconstr', 'Some constraints are outside the spline domain.');
    end
  end
end

function D = derivative_rows (x, cc, breaks, n)
  % Row j: sum over r of cc(r+1,j) times the r-th derivative at x(j) of
  % the piece x(j) falls in (the first or last piece outside the breaks,
  % the right-hand piece on a break), as a linear form in the coefficients.
  pieces = numel (breaks) - 1;
  bin = 1 + sum (breaks(2:end-1)' <= x, 1);
  t = x - breaks(bin);
  D = zeros (numel (x), n * pieces);
  deg = n - 1;
  for r = 0:rows (cc) - 1
    for k = 0:deg - r
      % coefficient of t^(deg-k) contributes (deg-k)!/(deg-k-r)! t^(deg-k-r)
      p = deg - k;
      f = prod (p - r + 1:p) * t .^ (p - r);
      idx = sub2ind (size (D), 1:numel (x), (bin - 1) * n + k + 1);
      D(idx) = D(idx) + cc(r + 1, :) .* f;
    end
  end
end

function K = continuity (h, n, periodic)
  % Derivatives 0..n-2 agree where one piece meets the next (and where the
  % last meets the first when PERIODIC).
  pieces = numel (h);
  deg = n - 1;
  joins = pieces - 1 + periodic;
  K = zeros (joins * (n - 1), n * pieces);
  row = 0;
  for i = 1:joins
    j = mod (i, pieces) + 1;
    for r = 0:n - 2
      row = row + 1;
      for k = 0:deg - r
        p = deg - k;
        K(row, (i - 1) * n + k + 1) = prod (p - r + 1:p) * h(i) ^ (p - r);
      end
      K(row, (j - 1) * n + deg - r + 1) = K(row, (j - 1) * n + deg - r + 1) - factorial (r);
    end
  end
end

function [c0, N] = constrained (K, R)
  % Particular solution and orthonormal null space of K * c = R: from a
  % QR factorization of K' when K has full row rank (the usual case),
  % else from an SVD.
  [nc, nu] = size (K);
  full_rank = false;
  if (nc <= nu)
    [Q, T] = qr (K');
    d = abs (diag (T));
    full_rank = all (d > max (size (K)) * max (d) * eps);
  end
  if (full_rank)
    N = Q(:, nc+1:end);
    c0 = Q(:, 1:nc) * (T(1:nc, 1:nc)' \ R);
  else
    [U, S, V] = svd (K);
    s = diag (S);
    tol = max (size (K)) * max ([s; 0]) * eps;
    r = sum (s > tol);
    N = V(:, r+1:end);
    c0 = V(:, 1:r) * ((U(:, 1:r)' * R) ./ s(1:r));
  end
  if (norm (K * c0 - R, 'fro') > norm (R, 'fro') * 1000 * eps)
    error ('solvecon:inconsistent', 'Inconsistent constraints. No solution within tolerance.');
  end
end
