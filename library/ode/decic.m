function [y0_new, yp0_new, resnorm] = decic (fun, t0, y0, fixed_y0, yp0, fixed_yp0, options)
% -- [Y0_NEW, YP0_NEW] = decic (FUN, T0, Y0, FIXED_Y0, YP0, FIXED_YP0)
% -- [Y0_NEW, YP0_NEW] = decic (FUN, T0, Y0, FIXED_Y0, YP0, FIXED_YP0, OPTIONS)
% -- [Y0_NEW, YP0_NEW, RESNORM] = decic (...)
%     Consistent initial values for the implicit system FUN (t, y, y') = 0
%     at T0 (for ode15i): the components of Y0 and YP0 not marked in
%     FIXED_Y0 and FIXED_YP0 (vectors of 0 and 1) change so that the
%     residual's 2-norm is least, found by fminunc (central differences;
%     TolFun is OPTIONS.AbsTol, 0 by default, and TolX OPTIONS.RelTol, eps
%     by default).  At most numel (Y0) components may be fixed.  RESNORM
%     is the residual FUN (T0, Y0_NEW, YP0_NEW).
%
%     See also: ode15i, odeset, fminunc.

  if (nargin < 6)
    print_usage ();
  end
  if (! is_function_handle (fun))
    error ('Octave:invalid-input-arg', 'decic: FUN must be a valid function handle');
  end
  if (! (isnumeric (t0) && isscalar (t0)))
    error ('Octave:invalid-input-arg', 'decic: T0 must be a numeric scalar');
  end
  if (! (isnumeric (y0) && isvector (y0)) || ! (isnumeric (fixed_y0) && isvector (fixed_y0)) ...
      || ! (isnumeric (yp0) && isvector (yp0)) || ! (isnumeric (fixed_yp0) && isvector (fixed_yp0)))
    error ('Octave:invalid-input-arg', ...
           'decic: Y0, FIXED_Y0, YP0, and FIXED_YP0 must be numeric vectors');
  elseif (! isequal (numel (y0), numel (fixed_y0), numel (yp0), numel (fixed_yp0)))
    error ('Octave:invalid-input-arg', ...
           'decic: length of Y0, FIXED_Y0, YP0, and FIXED_YP0 must be equal');
  end
  if (any (fixed_y0 != 0 & fixed_y0 != 1) || any (fixed_yp0 != 0 & fixed_yp0 != 1))
    error ('Octave:invalid-input-arg', ...
           'decic: FIXED_Y0 and FIXED_YP0 must be boolean vectors');
  end
  n = numel (y0);
  free_y = ! fixed_y0;
  free_yp = ! fixed_yp0;
  nl = sum (free_y);
  nu = sum (free_yp);
  if (n - nl - nu > 0)
    error ('Octave:invalid-input-arg', ...
           'decic: cannot fix more than length (Y0) components');
  end
  tolfun = 0;
  tolx = eps;
  if (nargin == 7)
    if (! isempty (options.AbsTol))
      if (! isscalar (options.AbsTol))
        error ('Octave:invalid-input-arg', 'decic: AbsTol must be a scalar value');
      end
      tolfun = options.AbsTol;
    end
    if (! isempty (options.RelTol))
      if (! isscalar (options.RelTol))
        error ('Octave:invalid-input-arg', 'decic: RelTol must be a scalar value');
      end
      tolx = options.RelTol;
    end
  end
  x0 = [y0(free_y); yp0(free_yp)];
  opt = optimset ('tolfun', tolfun, 'tolx', tolx, 'FinDiffType', 'central');
  x = fminunc (@(x) norm_at (x, t0, y0, free_y, yp0, free_yp, nl, fun), x0, opt);
  y0_new = y0;
  yp0_new = yp0;
  y0_new(free_y) = x(1:nl);
  yp0_new(free_yp) = x(nl+1:end);
  if (nargout > 2)
    resnorm = fun (t0, y0_new, yp0_new);
  end
end

function r = norm_at (x, t0, y, free_y, yp, free_yp, nl, fun)
  y(free_y) = x(1:nl);
  yp(free_yp) = x(nl+1:end);
  r = sqrt (sum (fun (t0, y, yp) .^ 2));
end
