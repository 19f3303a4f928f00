function varargout = ode23s (fun, trange, init, varargin)
% -- [T, Y] = ode23s (FUN, TRANGE, INIT)
% -- [T, Y] = ode23s (FUN, TRANGE, INIT, ODE_OPT)
% -- [T, Y] = ode23s (..., PAR1, PAR2, ...)
% -- [T, Y, TE, YE, IE] = ode23s (...)
% -- SOLUTION = ode23s (...)
% -- ode23s (...)
%     Solve the initial value problem y' = FUN (t, y), y(TRANGE(1)) = INIT,
%     with the linearly implicit Rosenbrock 2(3) pair of Shampine and Reichelt
%     (stiff problems, crude tolerances); the Jacobian comes from the
%     Jacobian option or from central differences.
%
%     FUN is a function handle or name called as FUN (T, Y, PAR1, ...) for a
%     scalar T and a column Y; it returns the column dy/dt.  With two
%     times in TRANGE the solution is returned at every step the solver
%     takes; with more, at those times (interpolated).  ODE_OPT is an
%     options structure made by odeset (RelTol 1e-3, AbsTol 1e-6 and
%     MaxStep a tenth of the interval by default).
%
%     T is a column of times and Y has the solution at T(i) in row i.  TE,
%     YE and IE are the times, solutions and indices of the events found
%     by the Events option.  One output gives a structure with fields x
%     (times, a row), y (solutions, a column per time), solver, and xe, ye,
%     ie with events and stats with Stats "on".  Without outputs the
%     solution is plotted as it is computed (odeplot).
%
%     See also: odeset, odeget, ode45, ode23, ode23s, ode15s, ode15i, deval.

  if (nargin < 3)
    print_usage ();
  end
  if (nargout == 0)
    ode_onestep ('ode23s', 0, fun, trange, init, varargin);
  else
    [varargout{1:nargout}] = ode_onestep ('ode23s', nargout, fun, trange, init, varargin);
  end
end
