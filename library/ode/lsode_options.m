function retval = lsode_options (opt, val)
% -- lsode_options ()
% -- VAL = lsode_options (OPT)
% -- lsode_options (OPT, VAL)
%     Query or set the options of lsode: "absolute tolerance" and
%     "relative tolerance" (sqrt (eps) each), "integration method"
%     ("stiff"; "bdf", "adams" and "non-stiff" are accepted and recorded),
%     "initial step size", "maximum order", "maximum step size" (-1 each:
%     chosen by the solver), "minimum step size" (0) and "step limit"
%     (100000 steps between output times).  Names may be abbreviated.
%     Without arguments the options are listed; a setting lasts for the
%     session.
%
%     See also: lsode.

  persistent opts;
  if (isempty (opts))
    opts = struct ('absolute_tolerance', sqrt (eps), ...
                   'relative_tolerance', sqrt (eps), ...
                   'integration_method', 'stiff', ...
                   'initial_step_size', -1, ...
                   'maximum_order', -1, ...
                   'maximum_step_size', -1, ...
                   'minimum_step_size', 0, ...
                   'step_limit', 100000);
  end
  names = {'absolute tolerance', 'relative tolerance', 'integration method', ...
           'initial step size', 'maximum order', 'maximum step size', ...
           'minimum step size', 'step limit'};
  keys = fieldnames (opts);
  if (nargin == 0)
    if (nargout > 0)
      retval = opts;
    else
      print_options ('LSODE', names, opts);
    end
    return;
  end
  if (nargin > 2)
    print_usage ();
  end
  k = option_index ('lsode_options', names, opt);
  if (isempty (k))
    return;
  end
  if (nargin == 1)
    retval = opts.(keys{k});
  elseif (k == 3)
    methods = {'adams', 'non-stiff', 'bdf', 'stiff'};
    m = find (strncmpi (methods, val, numel (val)), 1);
    if (isempty (m))
      error ('lsode_options: invalid value for integration method');
    end
    opts.(keys{k}) = methods{m};
  else
    opts.(keys{k}) = val;
  end
end
