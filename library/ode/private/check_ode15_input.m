function fun = check_ode15_input (fun, trange, solver, y0, yp0)
% The checks ode15s and ode15i make of their arguments: FUN a function
% (handle or name) of as many arguments as the solver passes, TRANGE a
% strictly monotonic real vector, Y0 (and YP0) numeric vectors of as many
% elements as FUN returns.
  validateattributes (fun, {'function_handle', 'char'}, {}, solver, 'fun');
  if (ischar (fun))
    if (! exist (fun))
      error ('Octave:invalid-input-arg', '%s: function ''%s'' not found', solver, fun);
    end
    fun = str2func (fun);
  end
  if (nargin (fun) != nargin - 2)
    error ('Octave:invalid-input-arg', '%s: invalid value assigned to field ''fun''', solver);
  end
  validateattributes (trange, {'float'}, {'vector', 'real'}, solver, 'trange');
  if (numel (trange) < 2 || ! (all (diff (trange) > 0) || all (diff (-trange) > 0)))
    error ('Octave:invalid-input-arg', '%s: invalid value assigned to field ''trange''', solver);
  end
  if (! isnumeric (y0) || ! isvector (y0))
    error ('Octave:invalid-input-arg', '%s: Y0 must be a numeric vector', solver);
  end
  y0 = y0(:);
  if (nargin == 5)
    if (! isnumeric (yp0) || ! isvector (yp0))
      error ('Octave:invalid-input-arg', '%s: YP0 must be a numeric vector', solver);
    end
    yp0 = yp0(:);
    n = numel (feval (fun, trange(1), y0, yp0));
    validateattributes (yp0, {'float'}, {'numel', n}, solver, 'yp0');
  else
    n = numel (feval (fun, trange(1), y0));
  end
  validateattributes (y0, {'float'}, {'numel', n}, solver, 'y0');
end
