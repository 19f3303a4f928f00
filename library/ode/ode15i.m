function varargout = ode15i (fun, trange, y0, yp0, varargin)
% -- [T, Y] = ode15i (FUN, TRANGE, Y0, YP0)
% -- [T, Y] = ode15i (FUN, TRANGE, Y0, YP0, ODE_OPT)
% -- [T, Y, TE, YE, IE] = ode15i (...)
% -- SOLUTION = ode15i (...)
% -- ode15i (...)
%     Solve the fully implicit system FUN (t, y, y') = 0 with y(TRANGE(1))
%     = Y0 and y'(TRANGE(1)) = YP0 (consistent initial values; see
%     decic), by the variable-order BDF method of ode15s (SUNDIALS IDA's).
%
%     The Jacobian option is a function [DFDY, DFDYP] = JAC (t, y, y') or
%     a cell {DFDY, DFDYP} of constant matrices.  Events functions take
%     (t, y, y').  The outputs are those of ode45.
%
%     See also: ode15s, decic, ode45, odeset.

  if (nargin < 4)
    print_usage ();
  end
  solver = 'ode15i';
  n = numel (y0);
  options = odeset ();
  if (nargin > 4)
    options = varargin{1};
  end
  fun = check_ode15_input (fun, trange, solver, y0, yp0);
  for f = {'Jacobian', 'OutputFcn', 'Events'}
    key = f{1};
    if (ischar (options.(key)))
      if (! exist (options.(key)))
        error ('Octave:invalid-input-arg', 'ode15i: "%s" function "%s" not found', ...
               key, options.(key));
      end
      options.(key) = str2func (options.(key));
    end
  end
  ignored = {'NonNegative', 'Mass', 'MStateDependence', 'MvPattern', ...
             'MassSingular', 'InitialSlope', 'BDF'};
  o = ode_options (solver, options, n, trange(1), trange(end), ignored);
  jac = options.Jacobian;
  o.jac = [];
  if (! isempty (jac))
    if (iscell (jac))
      if (numel (jac) != 2)
        error ('Octave:invalid-input-arg', 'ode15i: invalid value assigned to field "Jacobian"');
      end
      [J1, J2] = jac{:};
      if (! issquare (J1) || ! issquare (J2) || rows (J1) != n || rows (J2) != n ...
          || ! isnumeric (J1) || ! isnumeric (J2) || ! isreal (J1) || ! isreal (J2))
        error ('Octave:invalid-input-arg', ...
               'ode15i: "Jacobian" matrices must be real square matrices');
      end
      o.jac = @(t, y, yp) deal (J1, J2);
    elseif (is_function_handle (jac))
      if (nargin (jac) != 3)
        error ('Octave:invalid-input-arg', 'ode15i: invalid value assigned to field "Jacobian"');
      end
      [J1, J2] = jac (trange(1), y0, yp0);
      if (! issquare (J1) || rows (J1) != n || ! isnumeric (J1) || ! isreal (J1) ...
          || ! issquare (J2) || rows (J2) != n || ! isnumeric (J2) || ! isreal (J2))
        error ('Octave:invalid-input-arg', ...
               'ode15i: "Jacobian" function must evaluate to a real square matrix');
      end
      o.jac = jac;
    else
      error ('Octave:invalid-input-arg', ...
             'ode15i: "Jacobian" field must be a function handle or 2-element cell array of square matrices');
    end
  end
  if (numel (o.AbsTol) != 1 && numel (o.AbsTol) != n)
    error ('Octave:invalid-input-arg', 'ode15i: invalid value assigned to field "AbsTol"');
  end
  if (nargout == 1)
    o.Refine = 1;
  end
  if (isempty (o.OutputFcn) && nargout == 0)
    o.OutputFcn = @odeplot;
  end
  o.event_args = 3;
  [t, y, te, ye, ie, stats] = ida_solve (fun, trange(:), y0(:), yp0(:), o);
  if (strcmpi (o.Stats, 'on'))
    printf ('%d successful steps\n%d failed attempts\n%d function evaluations\n', stats);
  end
  if (nargout > 0)
    varargout = ode15_output (solver, nargout, t, y, te, ye, ie, ! isempty (o.Events));
  end
end
