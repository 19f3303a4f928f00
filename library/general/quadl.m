function [q, nfun] = quadl (f, a, b, tol, trace, varargin)
% -- Q = quadl (F, A, B)
% -- Q = quadl (F, A, B, TOL)
% -- Q = quadl (F, A, B, TOL, TRACE)
% -- Q = quadl (F, A, B, TOL, TRACE, P1, P2, ...)
% -- [Q, NFEV] = quadl (...)
%     Integrate F from A to B by adaptive Lobatto quadrature: on each
%     piece the 4-point Gauss-Lobatto rule is compared with its 7-point
%     Kronrod extension, and pieces where they differ by TOL or more (an
%     absolute tolerance, 1e-6 by default) are split in six (Gander and
%     Gautschi, "Adaptive Quadrature - Revisited", BIT 40, 2000).
%
%     F is called with a vector of points (and P1, P2, ...) and returns
%     its values there.  TRACE prints the call count, the piece and its
%     estimate at each step.  NFEV is the number of calls of F.
%
%     See also: quad, quadgk, quadv, integral, trapz.

  if (nargin < 3)
    print_usage ();
  end
  if (nargin < 4)
    tol = [];
  end
  if (nargin < 5 || isempty (trace))
    trace = false;
  end
  if (isa (a, 'single') || isa (b, 'single'))
    releps = eps ('single');
  else
    releps = eps ('double');
  end
  if (isempty (tol))
    tol = 1e-6;
  elseif (! isscalar (tol) || tol < 0)
    error ('quadl: TOL must be a scalar >=0');
  elseif (tol < releps)
    warning ('quadl: TOL specified is smaller than machine precision, using %g', tol);
    tol = releps;
  end
  y = feval (f, [a, b], varargin{:});
  st.f = f;
  st.args = varargin;
  st.tol = tol;
  st.trace = trace;
  st.nfun = 1;
  st.hmin = abs (b - a);
  [q, st] = lobatto (st, a, b, y(1), y(2));
  nfun = st.nfun;
  if (nfun > 10000)
    warning ('quadl: maximum iteration count reached -- possible singular integral');
  elseif (any (! isfinite (q(:))))
    warning ('quadl: infinite or NaN function evaluations were returned');
  elseif (st.hmin < (b - a) * releps)
    warning ('quadl: minimum step size reached -- possible singular integral');
  end
end

function [q, st] = lobatto (st, a, b, fa, fb)
% The integral over [A, B] given f at its ends; ST carries the settings,
% the call count and the smallest piece so far.
  if (st.nfun > 10000)
    q = Inf;   % what Octave returns past its limit
    return;
  end
  h = (b - a) / 2;
  m = (a + b) / 2;
  % Gauss-Lobatto nodes +-1/sqrt(5); Kronrod nodes +-sqrt(2/3) and 0.
  alpha = sqrt (2/3);
  beta = 1 / sqrt (5);
  x = [m - alpha*h, m - beta*h, m, m + beta*h, m + alpha*h];
  y = feval (st.f, x, st.args{:});
  st.nfun = st.nfun + 1;
  gl4 = (h/6) * (fa + fb + 5*(y(2) + y(4)));
  k7 = (h/1470) * (77*(fa + fb) + 432*(y(1) + y(5)) + 625*(y(2) + y(4)) + 672*y(3));
  st.hmin = min (st.hmin, abs (b - a));
  if (st.trace)
    disp ([st.nfun, a, b-a, k7]);
  end
  if ((abs (k7 - gl4) < st.tol || x(1) <= a || b <= x(5)) && st.nfun > 2)
    q = k7;
    return;
  end
  pts = [a, x, b];
  vals = [fa, y, fb];
  parts = zeros (6, 1, class (x));
  for i = 1:6
    [parts(i), st] = lobatto (st, pts(i), pts(i+1), vals(i), vals(i+1));
  end
  q = sum (parts);
end
