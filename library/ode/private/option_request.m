function [opts, out] = option_request (who, solver, names, opts, args, nout, check)
% What lsode_options, dassl_options and daspk_options do with their
% arguments ARGS: none lists the options (or returns them all), a name
% returns its value, a name and a value set it (after CHECK (k, value)
% when given).  OUT is {} or {the value to return}.
  out = {};
  if (isempty (args))
    if (nout > 0)
      out = {opts};
    else
      print_options (solver, names, opts);
    end
    return;
  end
  keys = fieldnames (opts);
  k = option_index (who, names, args{1});
  if (isempty (k))
    return;
  end
  if (numel (args) == 1)
    out = {opts.(keys{k})};
    return;
  end
  val = args{2};
  if (nargin > 6)
    val = check (k, val);
  end
  opts.(keys{k}) = val;
end
