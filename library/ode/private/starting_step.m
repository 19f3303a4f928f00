function h = starting_step (order, f, t0, x0, abstol, reltol, normcontrol, args)
% The first step of a method of order ORDER (Hairer, Norsett and Wanner,
% "Solving Ordinary Differential Equations I", II.4): an explicit Euler
% step of 1% of |x0| / |f0| (or 1e-6) measures the second derivative, and
% the step makes the local error of an order-ORDER method about 0.01,
% at most 100 times that first probe.
  if (nargin < 8)
    args = {};
  end
  d0 = ode_errnorm (x0, x0, abstol, reltol, normcontrol);
  f0 = f (t0, x0, args{:});
  if (iscell (f0))
    f0 = f0{1};
  end
  d1 = ode_errnorm (f0, f0, abstol, reltol, normcontrol);
  if (d0 < 1e-5 || d1 < 1e-5)
    h0 = 1e-6;
  else
    h0 = 0.01 * (d0 / d1);
  end
  f1 = f (t0 + h0, x0 + h0 * f0, args{:});
  if (iscell (f1))
    f1 = f1{1};
  end
  d2 = (1 / h0) * ode_errnorm (f1 - f0, f1 - f0, abstol, reltol, normcontrol);
  if (max (d1, d2) <= 1e-15)
    h1 = max (1e-6, h0 * 1e-3);
  else
    h1 = (1e-2 / max (d1, d2)) ^ (1 / (order + 1));
  end
  h = min (100 * h0, h1);
end
