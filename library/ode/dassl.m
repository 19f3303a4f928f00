function [x, xdot, istate, msg] = dassl (fcn, x_0, xdot_0, t, t_crit)
% -- [X, XDOT, ISTATE, MSG] = dassl (FCN, X_0, XDOT_0, T, T_CRIT)
%     Solve the differential-algebraic equations 0 = FCN (x, xdot, t)
%     from x (T(1)) = X_0, xdot (T(1)) = XDOT_0, and return x and xdot at
%     the times T: row i of X is x (T(i)).
%
%     FCN is a function handle of (x, xdot, t) (note the order) returning
%     the residual column, its name, or an expression in x, xdot and t; a cell
%     {FCN, JAC} is accepted and its Jacobian left unused (the solver
%     forms its own by differences).  The solver does not step past the
%     times of T_CRIT.  dassl_options sets the tolerances (1.49e-8
%     relative and absolute) and the step limits.
%
%     The equations are solved by the variable-order (1 to 5) BDF method
%     of ode15i, the method of DASSL, which Octave uses; X_0 and XDOT_0
%     must be consistent ("compute consistent initial condition" and
%     "enforce nonnegativity constraints" are recorded, not applied).
%
%     ISTATE is 3 on success, else negative, and MSG says why; without
%     ISTATE a failure is an error.
%
%     See also: dassl_options, daspk, ode15i, lsode.

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
  [x, xdot, istate, msg] = dae_solve ('dassl', fcn, x_0, xdot_0, t, t_crit, ...
                                      dassl_options (), max (nargout, 1));
end
