function err = ode_errnorm (x, x_old, abstol, reltol, normcontrol, x_est)
% The error of a step from X_OLD to X against the estimate X_EST (zero
% when not given), relative to max (AbsTol, RelTol * |x|) componentwise,
% or, with NormControl, in the 2-norm relative to max (AbsTol, RelTol *
% norm (x)).
  if (nargin < 6)
    x_est = zeros (size (x));
  end
  if (normcontrol)
    scale = max (abstol(:), reltol * max (sqrt (sumsq (x)), sqrt (sumsq (x_old))));
    err = sqrt (sumsq (x - x_est)) / scale;
  else
    scale = max (abstol(:), reltol .* max (abs (x), abs (x_old)));
    err = max (abs (x - x_est) ./ scale);
  end
end
