function retval = dassl_options (varargin)
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
  if (nargin > 2)
    print_usage ();
  end
  [opts, out] = option_request ('dassl_options', 'DASSL', names, opts, varargin, nargout);
  if (! isempty (out))
    retval = out{1};
  end
end
