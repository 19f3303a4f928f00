function retval = dassl_options (opt, val)
% -- dassl_options ()
% -- VAL = dassl_options (OPT)
% -- dassl_options (OPT, VAL)
%     Query or set the options of dassl: "absolute tolerance" and
%     "relative tolerance" (sqrt (eps) each), "compute consistent initial
%     condition" and "enforce nonnegativity constraints" (0; recorded,
%     not applied), "initial step size", "maximum order", "maximum step
%     size" (-1 each: chosen by the solver) and "step limit" (-1: 100000
%     steps between output times).  Names may be abbreviated.  Without
%     arguments the options are listed; a setting lasts for the session.
%
%     See also: dassl.

  persistent opts;
  if (isempty (opts))
    opts = struct ('absolute_tolerance', sqrt (eps), ...
                   'relative_tolerance', sqrt (eps), ...
                   'compute_consistent_initial_condition', 0, ...
                   'enforce_nonnegativity_constraints', 0, ...
                   'initial_step_size', -1, ...
                   'maximum_order', -1, ...
                   'maximum_step_size', -1, ...
                   'step_limit', -1);
  end
  names = {'absolute tolerance', 'relative tolerance', ...
           'compute consistent initial condition', ...
           'enforce nonnegativity constraints', 'initial step size', ...
           'maximum order', 'maximum step size', 'step limit'};
  if (nargin == 0)
    if (nargout > 0)
      retval = opts;
    else
      print_options ('DASSL', names, opts);
    end
    return;
  end
  if (nargin > 2)
    print_usage ();
  end
  keys = fieldnames (opts);
  k = option_index ('dassl_options', names, opt);
  if (isempty (k))
    return;
  end
  if (nargin == 1)
    retval = opts.(keys{k});
  else
    opts.(keys{k}) = val;
  end
end
