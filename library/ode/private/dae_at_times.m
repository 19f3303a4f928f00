function [x, xdot, failed] = dae_at_times (res, x_0, xdot_0, t, t_crit, o, slope)
% The solution of RES (t, x, x') = 0 from x (T(1)) = X_0, x' = XDOT_0 at
% the times T: rows of X and XDOT.  Each stretch up to a time of T_CRIT
% is solved on its own, so the solver never steps past one; a stretch
% starts from the slope SLOPE (t, x) when given (lsode: its derivative
% function), else from the last one.  FAILED is '' or the solver's
% 'KIND T' when it gave up (then X and XDOT are empty).

  n = numel (x_0);
  stops = unique ([t_crit(:); t(end)]);
  stops = stops(stops > t(1) & stops <= t(end));
  x = zeros (numel (t), n);
  xdot = zeros (numel (t), n);
  x(1, :) = x_0.';
  xdot(1, :) = xdot_0.';
  t0 = t(1);
  y0 = x_0;
  yp0 = xdot_0;
  failed = '';
  try
    for s = stops(:).'
      idx = find (t > t0 & t <= s);
      if (isempty (idx))
        continue;
      end
      span = [t0; t(idx)];
      if (t(idx(end)) < s)
        span = [span; s];
      end
      if (nargin > 6)
        yp0 = reshape (slope (t0, y0), [], 1);
      end
      [~, y, ~, ~, ~, ~, yp] = ida_solve (res, span, y0, yp0, o);
      x(idx, :) = y(2:numel (idx) + 1, :);
      xdot(idx, :) = yp(2:numel (idx) + 1, :);
      t0 = span(end);
      y0 = y(end, :).';
      yp0 = yp(end, :).';
    end
  catch err
    if (! strcmp (err.identifier, 'matc:ida:failed'))
      rethrow (err);
    end
    failed = err.message;
    x = [];
    xdot = [];
  end
end
