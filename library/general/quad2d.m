function [q, err, iter] = quad2d (f, xa, xb, ya, yb, varargin)
% -- Q = quad2d (F, XA, XB, YA, YB)
% -- Q = quad2d (F, XA, XB, YA, YB, PROP, VAL, ...)
% -- [Q, ERR, ITER] = quad2d (...)
%     The integral of F (X, Y) over XA <= X <= XB, YA <= Y <= YB, where YA
%     and YB may be functions of X, by adaptive tiling (after Shampine,
%     "Matlab program for quadrature in 2D", Appl. Math. Comput. 202,
%     2008).
%
%     The region is mapped to a rectangle of tiles; on each tile the
%     tensor product of the 15-point Kronrod rule estimates the integral
%     and that of the 7-point Gauss rule its error.  The tile with the
%     largest error is cut in four; tiles whose error is within their
%     share of the tolerance are set aside.  By default ("Singular",
%     true) the variables are first changed by x = (xa + xb)/2 - (xb -
%     xa)/2 cos (s), which weakens singularities on the boundary.
%
%     F must be vectorized: it takes matrices X and Y and returns a matrix
%     of values (or set "Vectorized" to false).  Properties: "AbsTol"
%     (1e-10), "RelTol" (1e-6), "MaxFunEvals" (5000, counted in tiles),
%     "Singular", "Vectorized", "FailurePlot".  ERR is the estimated
%     error; ITER the number of tiles made.
%
%     See also: integral2, dblquad, integral, quadgk.

  if (nargin < 5 || mod (nargin, 2) == 0)
    print_usage ();
  end
  if (ischar (f))
    f = str2func (f);
  elseif (! is_function_handle (f))
    print_usage ();
  end
  if (! (isreal (xa) && isscalar (xa) && isreal (xb) && isscalar (xb)))
    print_usage ();
  end
  issingle = isa ([xa, xb], 'single') ...
             || (! is_function_handle (ya) && isa (ya, 'single')) ...
             || (! is_function_handle (yb) && isa (yb, 'single'));
  abstol = 1e-10;
  reltol = 1e-6;
  if (issingle)
    abstol = 1e-5;
    reltol = 1e-4;
  end
  vectorized = true;
  singular = true;
  maxiter = 5000;
  failureplot = false;
  for k = 1:2:numel (varargin)
    prop = varargin{k};
    if (! ischar (prop))
      error ('quad2d: property PROP must be a string');
    end
    value = varargin{k+1};
    switch (lower (prop))
      case 'abstol'
        abstol = value;
        if (! (isnumeric (abstol) && isscalar (abstol) && abstol >= 0))
          error ('quad2d: AbsTol value must be a numeric scalar >= 0');
        end
      case 'reltol'
        reltol = value;
        if (! (isnumeric (reltol) && isscalar (reltol) && reltol >= 0))
          error ('quad2d: RelTol value must be a numeric scalar >= 0');
        end
      case 'maxfunevals'
        maxiter = value;
        if (! (isnumeric (maxiter) && isscalar (maxiter) ...
               && fix (maxiter) == maxiter && maxiter >= 1))
          error ('quad2d: MaxFunEvals value must be a scalar integer >= 1');
        end
      case 'singular'
        singular = value;
        if (! (isscalar (singular) && isreal (singular)))
          error ('quad2d: Singular must be a logical value');
        end
      case 'vectorized'
        vectorized = value;
        if (! (isscalar (vectorized) && isreal (vectorized)))
          error ('quad2d: Vectorized must be a logical value');
        end
      case 'failureplot'
        failureplot = value;
        if (! (isscalar (failureplot) && isreal (failureplot)))
          error ('quad2d: FailurePlot must be a logical value');
        end
      otherwise
        error ('quad2d: unknown property ''%s''', prop);
    end
  end
  if (! vectorized)
    f = @(x, y) arrayfun (f, x, y);
  end
  ya = as_function (ya, 'YA');
  yb = as_function (yb, 'YB');

  % The integral over (s, t) in a rectangle: x = xmap (s), y = ya (x) +
  % ymap (t) (yb (x) - ya (x)), with the Jacobian factor jac (s, t).
  if (singular)
    map.x = @(s) ((xa - xb) .* cos (s) + (xa + xb)) ./ 2;
    map.y = @(t) (1 - cos (t)) ./ 2;
    map.jac = @(s, t) (xb - xa) .* sin (s) .* sin (t) ./ 4;
    area = pi ^ 2;
    tiles = tile_struct (0, pi, 0, pi);
  else
    map.x = @(s) s;
    map.y = @(t) t;
    map.jac = @(s, t) 1;
    area = xb - xa;
    tiles = tile_struct (xa, xb, 0, 1);
  end
  tiles.qerr = Inf;
  iter = 0;
  q_done = 0;
  err_done = 0;
  q = 0;
  err = Inf;
  while (! isempty (tiles) && iter < maxiter)
    [~, k] = max ([tiles.qerr]);
    tile = tiles(k);
    tiles(k) = [];
    iter = iter + 4;
    sm = tile.s0 + (tile.s1 - tile.s0) / 2;
    tm = tile.t0 + (tile.t1 - tile.t0) / 2;
    quarters = [tile_struct(sm, tile.s1, tm, tile.t1), ...
                tile_struct(sm, tile.s1, tile.t0, tm), ...
                tile_struct(tile.s0, sm, tm, tile.t1), ...
                tile_struct(tile.s0, sm, tile.t0, tm)];
    for i = 1:4
      [quarters(i).q, quarters(i).qerr] = product_rule (f, ya, yb, quarters(i), map);
    end
    q = q_done + sum ([[tiles.q], quarters.q]);
    err = err_done + sum ([[tiles.qerr], quarters.qerr]);
    tol = max (abstol, reltol .* abs (q));
    share = tol * (tile.s1 - tile.s0) * (tile.t1 - tile.t0) / area / 32;
    if (err < tol)
      break;
    end
    done = [quarters.qerr] < share;
    q_done = q_done + sum ([quarters(done).q]);
    err_done = err_done + sum ([quarters(done).qerr]);
    tiles = [tiles, quarters(! done)];
  end
  if (iter >= maxiter)
    if (err > max (abstol, reltol .* abs (q)))
      warning ('quad2d: Maximum number of sub-tiles reached without convergence');
    else
      warning ('quad2d: Maximum number of sub-tiles reached, accuracy may be low');
    end
    if (failureplot)
      newplot ();
      title ('quad2d : Areas needing refinement');
      for tile = tiles
        x0 = map.x (tile.s0);
        x1 = map.x (tile.s1);
        y1 = ya (x0) + map.y (tile.t0) * (yb (x0) - ya (x0));
        y2 = ya (x0) + map.y (tile.t1) * (yb (x0) - ya (x0));
        y3 = ya (x1) + map.y (tile.t1) * (yb (x1) - ya (x1));
        y4 = ya (x1) + map.y (tile.t0) * (yb (x1) - ya (x1));
        patch ([x0, x0, x1, x1, x0], [y1, y2, y3, y4, y1], 'b');
      end
    end
  end
end

function g = as_function (y, name)
  if (is_function_handle (y))
    g = y;
    return;
  end
  if (! (isreal (y) && isscalar (y)))
    error ('quad2d: %s must be a real scalar or a function', name);
  end
  g = @(x) y * ones (rows (x), columns (x));
end

function t = tile_struct (s0, s1, t0, t1)
  t = struct ('s0', s0, 's1', s1, 't0', t0, 't1', t1, 'q', 0, 'qerr', 0);
end

function [q, qerr] = product_rule (f, ya, yb, tile, map)
% The 15x15 Kronrod product rule on TILE, and its difference from the 7x7
% Gauss product rule.
  nodes = [-0.9914553711208126, -0.9491079123427585, -0.8648644233597691, ...
           -0.7415311855993944, -0.5860872354676911, -0.4058451513773972, ...
           -0.2077849550078985, 0, 0.2077849550078985, 0.4058451513773972, ...
           0.5860872354676911, 0.7415311855993944, 0.8648644233597691, ...
           0.9491079123427585, 0.9914553711208126];
  kronrod = [0.02293532201052922, 0.06309209262997855, 0.1047900103222502, ...
             0.1406532597155259, 0.1690047266392679, 0.1903505780647854, ...
             0.2044329400752989, 0.2094821410847278, 0.2044329400752989, ...
             0.1903505780647854, 0.1690047266392679, 0.1406532597155259, ...
             0.1047900103222502, 0.06309209262997855, 0.02293532201052922];
  gauss = [0, 0.1294849661688697, 0, 0.2797053914892767, 0, ...
           0.3818300505051889, 0, 0.4179591836734694, 0, ...
           0.3818300505051889, 0, 0.2797053914892767, 0, ...
           0.1294849661688697, 0];
  s = ((tile.s1 - tile.s0) * nodes + tile.s0 + tile.s1) / 2;
  x = map.x (s);
  t = (nodes.' * (tile.t1 - tile.t0) + tile.t0 + tile.t1) / 2;
  lo = ya (x);
  span = yb (x) - lo;
  y = ones (15, 1) * lo + map.y (t) * span;
  yhalf = ones (15, 1) * span .* (tile.t1 - tile.t0) ./ 2;
  xhalf = (tile.s1 - tile.s0) / 2;
  z = yhalf .* f (ones (15, 1) * x, y) .* map.jac (ones (15, 1) * s, t * ones (1, 15)) .* xhalf;
  q = kronrod * (kronrod * z).';
  qerr = abs (gauss * (gauss * z).' - q);
end
