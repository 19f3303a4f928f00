function [val, query] = polar_ticks (caller, prop, nout, args)
  % rticks and thetaticks: query or set PROP ("rtick" or "ttick"), the
  % ticks `polar' gives its axes, which have no tick mode.
  val = [];
  query = false;
  if (numel (args) > 2)
    error ('Octave:invalid-fun-call', 'Invalid call to %s', caller);
  end
  if (numel (args) == 2 || (numel (args) == 1 && isnumeric (args{1}) ...
                            && isscalar (args{1}) && ishghandle (args{1})))
    hax = args{1};
    if (! (isscalar (hax) && ishghandle (hax) && strcmp (get (hax, 'type'), 'axes')))
      error ('%s: HAX must be a handle to an axes object', caller);
    end
    args(1) = [];
  else
    hax = gca ();
  end
  if (isempty (args))
    query = true;
    val = get (hax, prop);
    return;
  end
  arg = args{1};
  if (ischar (arg))
    error ('%s: MODE is not yet implemented for the %s property', caller, prop);
  end
  if (nout > 0)
    error ('%s: too many output arguments requested', caller);
  end
  if (! isnumeric (arg))
    error ('Octave:invalid-fun-call', 'Invalid call to %s', caller);
  end
  set (hax, prop, arg);
end
