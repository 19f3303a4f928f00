function [q, nfun] = quadv (f, a, b, tol, trace, varargin)
% -- Q = quadv (F, A, B)
% -- Q = quadv (F, A, B, TOL)
% -- Q = quadv (F, A, B, TOL, TRACE)
% -- Q = quadv (F, A, B, TOL, TRACE, P1, P2, ...)
% -- [Q, NFEV] = quadv (...)
%     Integrate F from A to B by adaptive Simpson quadrature.  F may return
%     an array of any size (it is called with one point at a time, and
%     P1, P2, ...); Q has that size.
%
%     The interval is cut in three (the outer pieces about 27% of it) and
%     each piece is halved until Simpson's rule on it and on its two
%     halves agree within 15 * TOL (absolute, 1e-6 by default) in every
%     element; the difference then corrects the estimate (Richardson
%     extrapolation).  An infinite value at an end is replaced by the
%     value eps * (B - A) inside.  TRACE prints each step.  NFEV is the
%     number of calls of F.
%
%     See also: quad, quadl, quadgk, integral, trapz.

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
    error ('quadv: TOL must be a scalar >=0');
  end
  if (trace)
    printf ('  nfun          a            (b - a)         q_interval\n');
  end
  st.f = f;
  st.args = varargin;
  st.tol = tol;
  st.trace = trace;
  % Three pieces: [a, b1], [b1, b2], [b2, b].
  cut = 0.27158;
  b1 = a + cut * (b - a);
  b2 = b - cut * (b - a);
  pts = [a, (a + b1) / 2, b1, (a + b) / 2, b2, (b2 + b) / 2, b];
  vals = cell (1, 7);
  for i = 1:7
    vals{i} = feval (f, pts(i), varargin{:});
  end
  st.nfun = 7;
  if (any (isinf (vals{1}(:))))
    vals{1} = feval (f, a + releps * (b - a), varargin{:});
    st.nfun = st.nfun + 1;
  end
  if (any (isinf (vals{7}(:))))
    vals{7} = feval (f, b - releps * (b - a), varargin{:});
    st.nfun = st.nfun + 1;
  end
  st.hmin = Inf;
  q = 0;
  for p = 1:3
    i = 2 * p - 1;
    lo = pts(i);
    hi = pts(i+2);
    q0 = (hi - lo) / 6 * (vals{i} + 4 * vals{i+1} + vals{i+2});
    st.hmin = min (st.hmin, abs (hi - lo));
    [qp, st] = simpson (st, lo, hi, pts(i+1), vals{i}, vals{i+2}, vals{i+1}, q0);
    if (p == 1)
      q = qp;
    else
      q = q + qp;
    end
  end
  nfun = st.nfun;
  if (nfun > 10000)
    warning ('quadv: maximum iteration count reached -- possible singular integral');
  elseif (any (! isfinite (q(:))))
    warning ('quadv: infinite or NaN function evaluations were returned');
  elseif (st.hmin < (b - a) * releps)
    warning ('quadv: minimum step size reached -- possible singular integral');
  end
end

function [q, st] = simpson (st, a, b, c, fa, fb, fc, q0)
% Simpson's rule on the halves of [A, B] (midpoint C) against Q0, its
% value on the whole.
  if (st.nfun > 10000)
    q = q0;
    return;
  end
  d = (a + c) / 2;
  e = (c + b) / 2;
  fd = feval (st.f, d, st.args{:});
  fe = feval (st.f, e, st.args{:});
  st.nfun = st.nfun + 2;
  q1 = (c - a) / 6 * (fa + 4 * fd + fc);
  q2 = (b - c) / 6 * (fc + 4 * fe + fb);
  q = q1 + q2;
  st.hmin = min (st.hmin, abs (a - c));
  delta = q - q0;
  if (st.trace)
    printf ('%5d   %#14.11g   %16.10e   %-16.11g\n', st.nfun, a, b - a, q + delta / 15);
  end
  if (norm (delta, Inf) > 15 * st.tol)
    [q1, st] = simpson (st, a, c, d, fa, fc, fd, q1);
    [q2, st] = simpson (st, c, b, e, fc, fb, fe, q2);
    q = q1 + q2;
  else
    q = q + delta / 15;
  end
end
