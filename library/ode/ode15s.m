function varargout = ode15s (fun, trange, y0, varargin)
% -- [T, Y] = ode15s (FUN, TRANGE, Y0)
% -- [T, Y] = ode15s (FUN, TRANGE, Y0, ODE_OPT)
% -- [T, Y, TE, YE, IE] = ode15s (...)
% -- SOLUTION = ode15s (...)
% -- ode15s (...)
%     Solve the stiff problem M (t, y) y' = FUN (t, y), y(TRANGE(1)) = Y0,
%     with a variable-order (1 to 5) BDF method in fixed-leading-
%     coefficient form, as Octave's ode15s does through SUNDIALS IDA.  M is
%     the Mass option (the identity by default; a singular M gives a
%     differential-algebraic system).
%
%     The Jacobian option (a matrix or a function of t and y) replaces
%     differences of FUN.  The initial slope is the InitialSlope option
%     (zeros by default, as in Octave).  With two times in TRANGE the
%     solution is returned at every step (and Refine - 1 points between);
%     with more, at those times.  The outputs are those of ode45.
%
%     See also: ode15i, ode23s, ode45, odeset, decic.

  if (nargin < 3)
    print_usage ();
  end
  solver = 'ode15s';
  fun = check_ode15_input (fun, trange, solver, y0);
  n = numel (y0);
  options = odeset ();
  if (nargin > 3)
    options = varargin{1};
  end
  options = named_functions (options, solver);
  o = ode_options (solver, options, n, trange(1), trange(end), {});

  mass = o.Mass;
  mass_args = 0;
  if (! isempty (mass))
    if (is_function_handle (mass))
      mass_args = nargin (mass);
      if (mass_args == 2)
        M = mass (trange(1), y0);
      elseif (mass_args == 1)
        M = mass (trange(1));
      else
        error ('Octave:invalid-input-arg', ...
               'ode15s: invalid value assigned to field "Mass"');
      end
      if (! issquare (M) || rows (M) != n || ! isnumeric (M) || ! isreal (M))
        error ('Octave:invalid-input-arg', ...
               'ode15s: "Mass" function must evaluate to a real square matrix');
      end
    elseif (! issquare (mass) || rows (mass) != n || ! isnumeric (mass) || ! isreal (mass))
      error ('Octave:invalid-input-arg', ...
             'ode15s: "Mass" matrix must be a real square matrix');
    end
  end
  jac = o.Jacobian;
  if (! isempty (jac))
    if (is_function_handle (jac))
      if (nargin (jac) != 2)
        error ('Octave:invalid-input-arg', ...
               'ode15s: invalid value assigned to field "Jacobian"');
      end
      A = jac (trange(1), y0);
      if (! issquare (A) || rows (A) != n || ! isnumeric (A) || ! isreal (A))
        error ('Octave:invalid-input-arg', ...
               'ode15s: "Jacobian" function must evaluate to a real square matrix');
      end
    elseif (! issquare (jac) || rows (jac) != n || ! isnumeric (jac) || ! isreal (jac))
      error ('Octave:invalid-input-arg', ...
             'ode15s: "Jacobian" matrix must be a real square matrix');
    end
    if (! isempty (mass) && (! strcmp (o.MStateDependence, 'none') || mass_args == 2))
      jac = [];
      warning ('ode15s:mass_state_dependent_provided', ...
               ['with MStateDependence != ''none'' an internal', ...
                ' approximation of the Jacobian Matrix will be used.', ...
                '  Set MStateDependence equal to ''none'' if you want', ...
                ' to provide a constant or time-dependent Jacobian']);
    end
  end
  if (numel (o.AbsTol) != 1 && numel (o.AbsTol) != n)
    error ('Octave:invalid-input-arg', ...
           'ode15s: invalid value assigned to field "AbsTol"');
  end
  if (nargout == 1)
    o.Refine = 1;
  end
  if (isempty (o.OutputFcn) && nargout == 0)
    o.OutputFcn = @odeplot;
  end
  o.event_args = 2;
  % The DAE residual M y' - f (t, y), and its derivatives.
  res = @(t, y, yp) mass_times (mass, mass_args, t, y, yp) - fun (t, y);
  o.jac = [];
  if (! isempty (jac))
    o.jac = @(t, y, yp) ode15s_jacobian (jac, mass, mass_args, t, y);
  end
  [t, y, te, ye, ie, stats] = ida_solve (res, trange(:), y0(:), o.InitialSlope(:), o);
  if (strcmpi (o.Stats, 'on'))
    printf ('%d successful steps\n%d failed attempts\n%d function evaluations\n', stats);
  end
  if (nargout > 0)
    varargout = ode15_output (solver, nargout, t, y, te, ye, ie, ! isempty (o.Events));
  end
end

function v = mass_times (mass, mass_args, t, y, yp)
  if (isempty (mass))
    v = yp;
  elseif (mass_args == 2)
    v = mass (t, y) * yp;
  elseif (mass_args == 1)
    v = mass (t) * yp;
  else
    v = mass * yp;
  end
end

function [dfdy, dfdyp] = ode15s_jacobian (jac, mass, mass_args, t, y)
  if (is_function_handle (jac))
    dfdy = -jac (t, y);
  else
    dfdy = -jac;
  end
  if (isempty (mass))
    dfdyp = eye (numel (y));
  elseif (mass_args == 1)
    dfdyp = mass (t);
  else
    dfdyp = mass;
  end
end

function options = named_functions (options, solver)
% Mass, Jacobian, OutputFcn and Events given by name become handles.
  for f = {'Mass', 'Jacobian', 'OutputFcn', 'Events'}
    key = f{1};
    if (isfield (options, key) && ischar (options.(key)))
      if (! exist (options.(key)))
        error ('Octave:invalid-input-arg', '%s: "%s" function "%s" not found', ...
               solver, key, options.(key));
      end
      options.(key) = str2func (options.(key));
    end
  end
end
