function [yint, ypint] = deval (sol, xint, idx)
% -- YINT = deval (SOL, XINT)
% -- YINT = deval (SOL, XINT, IDX)
% -- [YINT, YPINT] = deval (...)
%     The solution of an ODE solver's structure output (SOL = ode45 (...),
%     with fields x and y) at the times XINT: a column per time, rows IDX
%     of the solution only when IDX is given.  YPINT has the derivatives.
%
%     The values between the solver's steps come from the cubic spline
%     through its points (Octave's solvers keep no continuous extension in
%     SOL), so they are less accurate than the points themselves.  Times
%     outside [SOL.x(1), SOL.x(end)] are an error.
%
%     See also: ode45, ode23, ode23s, ode15s, ode15i.

  if (nargin < 2)
    print_usage ();
  end
  if (! isstruct (sol) || ! isfield (sol, 'x') || ! isfield (sol, 'y'))
    error ('deval: SOL must be the structure an ODE solver returns');
  end
  x = sol.x(:).';
  y = sol.y;
  if (nargin > 2)
    y = y(idx, :);
  end
  lo = min (x(1), x(end));
  hi = max (x(1), x(end));
  if (any (xint(:) < lo | xint(:) > hi))
    error ('deval: XINT must lie in the interval of the solution [%g, %g]', ...
           x(1), x(end));
  end
  if (x(end) < x(1))
    x = fliplr (x);
    y = fliplr (y);
  end
  pp = spline (x, y);
  yint = ppval (pp, xint(:).');
  if (nargout > 1)
    [breaks, coefs, ~, order, dim] = unmkpp (pp);
    slopes = coefs(:, 1:order-1) .* (order-1:-1:1);
    ypint = ppval (mkpp (breaks, slopes, dim), xint(:).');
  end
end
