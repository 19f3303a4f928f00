function [x, xdot, t_out, istate, msg] = dasrt (fcn, varargin)
% -- [X, XDOT, T_OUT, ISTATE, MSG] = dasrt (FCN, G, X_0, XDOT_0, T, T_CRIT)
% -- [...] = dasrt (FCN, X_0, XDOT_0, T)
%     Solve the differential-algebraic equations 0 = FCN (x, xdot, t)
%     from x (T(1)) = X_0, xdot (T(1)) = XDOT_0 as dassl does, and stop
%     at the first root of the constraint functions G (x, t) (a column;
%     a zero of any component, or a change of its sign).  Row i of X and
%     XDOT is the solution at time T_OUT(i): the times of T up to the
%     root, then the root.  The solver does not step past the times of
%     T_CRIT.  dasrt_options sets the tolerances and step limits.
%
%     The equations are solved by the variable-order BDF method of
%     ode15i; G is evaluated after every step, and a root is located to
%     machine precision by the Illinois method on fresh solutions from
%     the last time of T, so XDOT at the root is the solution's
%     derivative there (DASRT reports its interpolant's slope, which
%     differs in the third digit on coarse steps).
%
%     ISTATE is 4 when a root stopped the integration, 3 when it reached
%     T(end), else negative, and MSG says why; without ISTATE a failure
%     is an error.
%
%     See also: dasrt_options, dassl, daspk, ode15i.

  if (nargin < 4 || nargin > 6)
    print_usage ();
  end
  % G is there when six arguments are given, or five of which the second
  % is a function.
  has_g = nargin == 6 || (nargin == 5 && is_function (varargin{1}));
  if (has_g)
    g = varargin{1};
    % A function name is found where the solver is called.
    if (ischar (g) && isvarname (strtrim (g)))
      g = evalin ('caller', ['@', strtrim(g)]);
    end
    g = as_function (g, {'x', 't'});
    varargin(1) = [];
  else
    g = [];
  end
  x_0 = varargin{1}(:);
  xdot_0 = varargin{2}(:);
  t = varargin{3}(:);
  t_crit = [];
  if (numel (varargin) > 3)
    t_crit = varargin{4}(:);
  end
  if (iscell (fcn) && any (numel (fcn) == [1, 2]))
    % A Jacobian is not needed: the solver forms its own by differences.
    fcn = fcn{1};
  end
  if (ischar (fcn) && isvarname (strtrim (fcn)))
    fcn = evalin ('caller', ['@', strtrim(fcn)]);
  end
  fcn = as_function (fcn, {'x', 'xdot', 't'});
  n = numel (x_0);
  if (numel (xdot_0) != n)
    error ('dasrt: X and XDOT_0 must have the same size');
  end
  if (numel (fcn (x_0, xdot_0, t(1))) != n)
    error ('dasrt: inconsistent sizes for state and residual vectors');
  end
  o = solver_settings (dasrt_options ());
  res = @(tt, y, yp) reshape (fcn (y, yp, tt), [], 1);
  if (isempty (g))
    gfun = @(tt, y) zeros (0, 1);
  else
    gfun = @(tt, y) reshape (g (y, tt), [], 1);
  end

  x = x_0.';
  xdot = xdot_0.';
  t_out = t(1);
  istate = 3;
  msg = 'integration to tout completed by stepping past TOUT';
  t0 = t(1);
  y0 = x_0;
  yp0 = xdot_0;
  g0 = gfun (t0, y0);
  try
    for k = 2:numel (t)
      stops = t_crit(t_crit > t0 & t_crit < t(k));
      for tk = [sort(stops); t(k)].'
        [te, ye, ype] = first_root (res, gfun, o, t0, y0, yp0, g0, tk);
        if (! isempty (te))
          x(end+1, :) = ye.';
          xdot(end+1, :) = ype.';
          t_out(end+1, 1) = te;
          istate = 4;
          msg = 'integration completed by finding one or more roots of G at T';
          return;
        end
        [y0, yp0] = solution_at (res, o, t0, y0, yp0, tk);
        t0 = tk;
        g0 = gfun (t0, y0);
      end
      x(k, :) = y0.';
      xdot(k, :) = yp0.';
      t_out(k, 1) = t(k);
    end
  catch err
    if (! strcmp (err.identifier, 'matc:ida:failed'))
      rethrow (err);
    end
    [istate, msg] = dae_failure (err.message);
    if (nargout < 4)
      error ('dasrt: %s', msg);
    end
  end
end

function yes = is_function (f)
  yes = is_function_handle (f) || isa (f, 'inline') || ischar (f);
end

% A handle, an inline function or an expression in the variables NAMES.
function f = as_function (f, names)
  if (ischar (f))
    f = inline (f, names{:});
  end
  if (! is_function_handle (f) && ! isa (f, 'inline'))
    error ('dasrt: FCN argument is not a valid function name or handle');
  end
end

% The solution and its derivative at time T, from T0 (where they are
% Y0 and YP0).
function [y, yp] = solution_at (res, o, t0, y0, yp0, t)
  [~, ys, ~, ~, ~, ~, yps] = ida_solve (res, [t0; t], y0, yp0, o);
  y = ys(end, :).';
  yp = yps(end, :).';
end

% The first root of G in (T0, T1], looked for after every step of the
% solver; TE is empty when there is none.
function [te, ye, ype] = first_root (res, gfun, o, t0, y0, yp0, g0, t1)
  te = [];
  ye = [];
  ype = [];
  if (isempty (g0))
    return;
  end
  steps = o;
  steps.normal = false;
  [ts, ys] = ida_solve (res, [t0; t1], y0, yp0, steps);
  ga = g0;
  for j = 2:numel (ts)
    gb = gfun (ts(j), ys(j, :).');
    hit = find ((ga .* gb < 0) | (gb == 0 & ga != 0));
    if (! isempty (hit))
      te = ts(j);
      for i = hit(:).'
        te = min (te, illinois (@(s) pick (gfun (s, solution_at (res, o, t0, y0, yp0, s)), i), ...
                                ts(j-1), ts(j), ga(i), gb(i)));
      end
      [ye, ype] = solution_at (res, o, t0, y0, yp0, te);
      return;
    end
    ga = gb;
  end
end

function v = pick (g, i)
  v = g(i);
end

% A root of PHI in [A, B], where PHI changes sign (FA, FB), by regula
% falsi with the Illinois halving.
function s = illinois (phi, a, b, fa, fb)
  s = b;
  if (fb == 0)
    return;
  end
  for it = 1:60
    s = b - fb * (b - a) / (fb - fa);
    if (! (s > min (a, b) && s < max (a, b)))
      s = (a + b) / 2;
    end
    fs = phi (s);
    if (fs == 0)
      return;
    end
    if (fs * fb < 0)
      a = b;
      fa = fb;
    else
      fa = fa / 2;
    end
    b = s;
    fb = fs;
    if (abs (b - a) <= 4 * eps * max (abs (a), abs (b)))
      break;
    end
  end
end
