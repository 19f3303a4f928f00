function varargout = ode_onestep (solver, nout, fun, trange, init, extra)
% The one-step solvers ode45, ode23 and ode23s: checks the arguments,
% merges the options, integrates, and returns what NOUT outputs ask for.
% EXTRA is what followed INIT in the call: an odeset struct and/or more
% arguments for FUN.

  switch (solver)
    case 'ode45'
      order = 5;
      tab = dormand_prince ();
      stepper = @(f, t, x, h, tn, k1, o) rk_step (tab, f, t, x, h, tn, k1, o.funarguments);
      ignored = {'BDF', 'InitialSlope', 'Jacobian', 'JPattern', ...
                 'MassSingular', 'MaxOrder', 'MvPattern', 'Vectorized'};
      fevals_per_step = 6;
    case 'ode23'
      order = 3;
      tab = bogacki_shampine ();
      stepper = @(f, t, x, h, tn, k1, o) rk_step (tab, f, t, x, h, tn, k1, o.funarguments);
      ignored = {'BDF', 'InitialSlope', 'Jacobian', 'JPattern', ...
                 'MassSingular', 'MaxOrder', 'MvPattern', 'Vectorized'};
      fevals_per_step = 3;
    case 'ode23s'
      order = 2;
      stepper = @(f, t, x, h, tn, k1, o) rosenbrock_step (f, t, x, h, tn, o);
      ignored = {'BDF', 'InitialSlope', 'MassSingular', 'MStateDependence', ...
                 'MvPattern', 'MaxOrder', 'NonNegative'};
      fevals_per_step = 5;
  end

  [user, funargs] = split_extra (extra);
  if (! isnumeric (trange) || ! isvector (trange))
    error ('Octave:invalid-input-arg', '%s: TRANGE must be a numeric vector', solver);
  end
  if (numel (trange) < 2)
    error ('Octave:invalid-input-arg', ...
           '%s: TRANGE must contain at least 2 elements', solver);
  elseif (trange(1) == trange(2))
    error ('Octave:invalid-input-arg', ...
           '%s: invalid time span, TRANGE(1) == TRANGE(2)', solver);
  end
  direction = sign (trange(2) - trange(1));
  trange = trange(:);
  if (! isnumeric (init) || ! isvector (init))
    error ('Octave:invalid-input-arg', '%s: INIT must be a numeric vector', solver);
  end
  init = init(:);
  if (ischar (fun))
    if (! exist (fun))
      error ('Octave:invalid-input-arg', '%s: function "%s" not found', solver, fun);
    end
    fun = str2func (fun);
  end
  if (! is_function_handle (fun))
    error ('Octave:invalid-input-arg', '%s: FUN must be a valid function handle', solver);
  end

  opts = ode_options (solver, user, numel (init), trange(1), trange(end), ignored);
  if (strcmp (solver, 'ode45'))
    opts.Refine = 4;
    if (isfield (user, 'Refine') && ! isempty (user.Refine))
      opts.Refine = user.Refine;
    end
  end
  opts.funarguments = funargs;
  opts.direction = direction;
  opts.havenonnegative = false;
  if (isfield (opts, 'NonNegative') && ! isempty (opts.NonNegative))
    if (isempty (opts.Mass))
      opts.havenonnegative = true;
    else
      warning ('Octave:invalid-input-arg', ...
               '%s: option "NonNegative" is ignored when mass matrix is set\n', solver);
    end
  end
  if (isempty (opts.OutputFcn) && nout == 0)
    opts.OutputFcn = @odeplot;
  end
  opts.haveoutputfunction = ! isempty (opts.OutputFcn);
  if (isempty (opts.InitialStep))
    opts.InitialStep = direction * starting_step (order, fun, trange(1), init, ...
                                                  opts.AbsTol, opts.RelTol, ...
                                                  strcmpi (opts.NormControl, 'on'), funargs);
  end
  [fun, opts] = apply_mass (solver, fun, opts, trange(1), init);

  if (nout == 1)
    trange = [trange(1); trange(end)];
    opts.Refine = [];
  elseif (numel (trange) > 2)
    opts.Refine = [];
  end
  sol = ode_integrate (stepper, order, fun, trange, init, opts);
  if (opts.haveoutputfunction)
    feval (opts.OutputFcn, [], [], 'done', funargs{:});
  end

  nsteps = sol.nsteps;
  nfailed = sol.ncycles - nsteps;
  if (strcmp (solver, 'ode23s'))
    stats = [nsteps, nfailed, fevals_per_step * sol.ncycles, 0, nsteps, 3 * nsteps];
  else
    stats = [nsteps, nfailed, fevals_per_step * sol.ncycles + 1, 0, 0, 0];
  end
  if (strcmpi (opts.Stats, 'on'))
    printf ('Number of successful steps: %d\n', stats(1));
    printf ('Number of failed attempts:  %d\n', stats(2));
    printf ('Number of function calls:   %d\n', stats(3));
  end

  have_events = ! isempty (opts.Events);
  if (nout == 1)
    out.x = sol.t.';
    out.y = sol.x.';
    out.solver = solver;
    if (have_events)
      out.xe = sol.te;
      out.ye = sol.ye;
      out.ie = sol.ie;
    end
    if (strcmpi (opts.Stats, 'on'))
      out.stats = struct ('nsteps', stats(1), 'nfailed', stats(2), ...
                          'nfevals', stats(3), 'npds', stats(4), ...
                          'ndecomps', stats(5), 'nlinsols', stats(6));
    end
    varargout{1} = out;
  elseif (nout >= 2)
    varargout = cell (1, max (nout, 2));
    varargout{1} = sol.t;
    varargout{2} = sol.x;
    if (nout > 2)
      varargout(3:5) = {[], [], []};
      if (have_events)
        varargout(3:5) = {sol.te, sol.ye, sol.ie};
      end
    end
  end
end

function [user, funargs] = split_extra (extra)
  if (isempty (extra))
    user = struct ();
    funargs = {};
  elseif (isstruct (extra{1}))
    user = extra{1};
    funargs = extra(2:end);
  else
    user = struct ();
    funargs = extra;
  end
end

function [fun, opts] = apply_mass (solver, fun, opts, t0, x0)
% A mass matrix M(t, y) y' = f(t, y): the explicit solvers integrate
% y' = M \ f; ode23s takes M into its linear systems.
  mass = opts.Mass;
  args = opts.funarguments;
  if (strcmp (solver, 'ode23s'))
    if (is_function_handle (mass))
      opts.Mass = mass (t0, x0, args{:});
    elseif (isempty (mass))
      opts.Mass = eye (numel (x0));
    end
    return;
  end
  if (isempty (mass))
    return;
  elseif (isnumeric (mass))
    fun = @(t, x, varargin) mass \ fun (t, x, varargin{:});
  elseif (is_function_handle (mass))
    if (strcmp (opts.MStateDependence, 'none'))
      fun = @(t, x, varargin) mass (t, varargin{:}) \ fun (t, x, varargin{:});
    else
      fun = @(t, x, varargin) mass (t, x, varargin{:}) \ fun (t, x, varargin{:});
    end
  else
    error ('Octave:invalid-input-arg', ...
           '%s: "Mass" field must be a function handle or square matrix', solver);
  end
end

function tab = dormand_prince ()
% Dormand and Prince's 5(4) pair (J. Comput. Appl. Math. 6, 1980): the
% fifth-order solution is propagated, its last stage is the next step's
% first.
  tab.A = [0, 0, 0, 0, 0, 0;
           1/5, 0, 0, 0, 0, 0;
           3/40, 9/40, 0, 0, 0, 0;
           44/45, -56/15, 32/9, 0, 0, 0;
           19372/6561, -25360/2187, 64448/6561, -212/729, 0, 0;
           9017/3168, -355/33, 46732/5247, 49/176, -5103/18656, 0];
  tab.c = [0, 1/5, 3/10, 4/5, 8/9, 1];
  tab.b = [35/384, 0, 500/1113, 125/192, -2187/6784, 11/84];
  tab.bhat = [5179/57600, 0, 7571/16695, 393/640, -92097/339200, 187/2100, 1/40];
end

function tab = bogacki_shampine ()
% Bogacki and Shampine's 3(2) pair (Appl. Math. Lett. 2, 1989).
  tab.A = [0, 0, 0;
           1/2, 0, 0;
           0, 3/4, 0];
  tab.c = [0, 1/2, 3/4];
  tab.b = [2/9, 1/3, 4/9];
  tab.bhat = [7/24, 1/4, 1/3, 1/8];
end
