function retval = dasrt_options (varargin)
% -- dasrt_options ()
% -- VAL = dasrt_options (OPT)
% -- dasrt_options (OPT, VAL)
%     Query or set the options of dasrt: "absolute tolerance" and
%     "relative tolerance" (sqrt (eps) each), "initial step size",
%     "maximum order", "maximum step size" (-1 each: chosen by the
%     solver) and "step limit" (-1: 100000 steps between output times).
%     Names may be abbreviated.  Without arguments the options are
%     listed; a setting lasts for the session.
%
%     See also: dasrt.

  persistent opts;
  if (isempty (opts))
    opts = struct ('absolute_tolerance', sqrt (eps), ...
                   'relative_tolerance', sqrt (eps), ...
                   'initial_step_size', -1, ...
                   'maximum_order', -1, ...
                   'maximum_step_size', -1, ...
                   'step_limit', -1);
  end
  names = {'absolute tolerance', 'relative tolerance', 'initial step size', ...
           'maximum order', 'maximum step size', 'step limit'};
  if (nargin > 2)
    print_usage ();
  end
  [opts, out] = option_request ('dasrt_options', 'DASRT', names, opts, varargin, nargout);
  if (! isempty (out))
    retval = out{1};
  end
end
