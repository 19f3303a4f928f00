function retval = quad_options (opt, val)
% -- quad_options ()
% -- VAL = quad_options (OPT)
% -- quad_options (OPT, VAL)
%     Query or set the options of quad: "absolute tolerance", "relative
%     tolerance" (sqrt (eps) each), "single precision absolute
%     tolerance" and "single precision relative tolerance" (sqrt (eps
%     ("single")) each).  Option names may be abbreviated.  Without
%     arguments the options are listed; a setting lasts for the session.
%
%     See also: quad.

  persistent opts;
  if (isempty (opts))
    opts = struct ('absolute_tolerance', sqrt (eps), ...
                   'relative_tolerance', sqrt (eps), ...
                   'single_precision_absolute_tolerance', sqrt (eps ('single')), ...
                   'single_precision_relative_tolerance', sqrt (eps ('single')));
  end
  names = {'absolute tolerance', 'relative tolerance', ...
           'single precision absolute tolerance', ...
           'single precision relative tolerance'};
  keys = fieldnames (opts);
  if (nargin == 0)
    if (nargout > 0)
      % What quad reads: the whole set.
      retval = opts;
      return;
    end
    printf ('\nOptions for Quad include:\n\n');
    printf ('  keyword                                             value\n');
    printf ('  -------                                             -----\n');
    for k = 1:numel (names)
      printf ('  %-50s  %g\n', names{k}, double (opts.(keys{k})));
    end
    printf ('\n');
    return;
  end
  k = find (strncmpi (names, opt, numel (opt)));
  if (numel (k) != 1)
    if (numel (k) > 1)
      exact = find (strcmpi (names, opt));
      k = exact;
    end
    if (numel (k) != 1)
      error ('quad_options: no match for `%s''', opt);
    end
  end
  if (nargin == 1)
    retval = opts.(keys{k});
  else
    if (k > 2)
      val = single (val);
    end
    opts.(keys{k}) = val;
  end
end
