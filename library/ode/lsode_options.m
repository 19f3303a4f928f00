function retval = lsode_options (varargin)
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
  if (nargin > 2)
    print_usage ();
  end
  [opts, out] = option_request ('lsode_options', 'LSODE', names, opts, varargin, ...
                                nargout, @method_named);
  if (! isempty (out))
    retval = out{1};
  end
end

function m = method_named (k, val)
  % The integration method (option 3) a possibly abbreviated name names.
  m = val;
  if (k == 3)
    methods = {'adams', 'non-stiff', 'bdf', 'stiff'};
    m = find (strncmpi (methods, val, numel (val)), 1);
    if (isempty (m))
      error ('lsode_options: invalid value for integration method');
    end
    m = methods{m};
  end
end
