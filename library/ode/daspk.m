function [x, xdot, istate, msg] = daspk (fcn, x_0, xdot_0, t, t_crit)
% -- [X, XDOT, ISTATE, MSG] = daspk (FCN, X_0, XDOT_0, T, T_CRIT)
%     Solve the differential-algebraic equations 0 = FCN (x, xdot, t)
%     from x (T(1)) = X_0, xdot (T(1)) = XDOT_0, and return x and xdot at
%     the times T, as dassl does, with the options of daspk_options.
%
%     DASPK's Krylov methods and its initial-condition calculation are
%     not reproduced: the equations are solved as dassl solves them,
%     from X_0 and XDOT_0 as given.
%
%     See also: daspk_options, dassl, ode15i.

  if (nargin < 4 || nargin > 5)
    print_usage ();
  end
  if (nargin < 5)
    t_crit = [];
  end
  % A function name is found where the solver is called.
  if (ischar (fcn) && isvarname (strtrim (fcn)))
    fcn = evalin ('caller', ['@', strtrim(fcn)]);
  end
  [x, xdot, istate, msg] = dae_solve ('daspk', fcn, x_0, xdot_0, t, t_crit, ...
                                      daspk_options (), max (nargout, 1));
end
