function o = solver_settings (opts)
% The settings of ida_solve from the options of lsode_options,
% dassl_options or daspk_options: their tolerances and step limits (a
% value of -1 leaves the choice to the solver), the solution returned at
% the requested times, no output function, events or Jacobian.
  o.RelTol = opts.relative_tolerance;
  o.AbsTol = opts.absolute_tolerance;
  o.MaxStep = [];
  if (opts.maximum_step_size > 0)
    o.MaxStep = opts.maximum_step_size;
  end
  o.InitialStep = [];
  if (opts.initial_step_size > 0)
    o.InitialStep = opts.initial_step_size;
  end
  o.MaxOrder = 5;
  if (opts.maximum_order > 0)
    o.MaxOrder = min (opts.maximum_order, 5);
  end
  o.Refine = 1;
  o.OutputFcn = [];
  o.OutputSel = [];
  o.Events = [];
  o.event_args = 2;
  o.report = false;
  o.mxstep = 100000;
  if (isfield (opts, 'step_limit') && opts.step_limit > 0)
    o.mxstep = opts.step_limit;
  end
  o.normal = true;
  o.jac = [];
end
