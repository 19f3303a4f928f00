function [x, xdot, istate, msg] = dae_solve (who, fcn, x_0, xdot_0, t, t_crit, opts, nout)
% dassl and daspk: the residual function FCN (x, xdot, t) solved from
% X_0, XDOT_0 at the times T (critical times T_CRIT) with the options
% OPTS of WHO_options, by the variable-order BDF method of ode15i.  A
% failure is DASSL's negative ISTATE and message, or an error when the
% caller asks for fewer than NOUT = 3 outputs.

  if (iscell (fcn) && any (numel (fcn) == [1, 2]))
    % A Jacobian is not needed: the solver forms its own by differences.
    fcn = fcn{1};
  end
  if (ischar (fcn))
    fcn = inline (fcn, 'x', 'xdot', 't');
  end
  if (! is_function_handle (fcn) && ! isa (fcn, 'inline'))
    error ('%s: FCN argument is not a valid function name or handle', who);
  end
  x_0 = x_0(:);
  xdot_0 = xdot_0(:);
  n = numel (x_0);
  if (numel (xdot_0) != n)
    error ('%s: X and XDOT_0 must have the same size', who);
  end
  t = t(:);
  if (numel (fcn (x_0, xdot_0, t(1))) != n)
    error ('%s: inconsistent sizes for state and residual vectors', who);
  end
  o = solver_settings (opts);
  res = @(tt, y, yp) reshape (fcn (y, yp, tt), [], 1);
  istate = 3;
  msg = 'integration to tout completed by stepping past TOUT';
  if (numel (t) < 2)
    x = x_0.';
    xdot = xdot_0.';
    return;
  end
  [x, xdot, failed] = dae_at_times (res, x_0, xdot_0, t, t_crit, o);
  if (isempty (failed))
    return;
  end
  [istate, msg] = dae_failure (failed);
  if (nout < 3)
    error ('%s: %s', who, msg);
  end
end
