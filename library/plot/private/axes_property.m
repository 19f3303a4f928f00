function [val, query] = axes_property (caller, prop, hasmode, nout, args)
  % The forms shared by xticks, zlim, caxis, campos, ...:
  %   f ()          the current axes' PROP
  %   f (v)         sets PROP (and its mode to "manual")
  %   f ("mode")    PROP's mode;  f ("auto") / f ("manual") set it
  %   f (ax, ...)   the same for axes ax
  val = [];
  query = false;
  ax = [];
  if (! isempty (args) && isnumeric (args{1}) && isscalar (args{1}) ...
      && ishghandle (args{1}))
    if (numel (args) > 1 || strcmp (get (args{1}, "type"), "axes"))
      if (! strcmp (get (args{1}, "type"), "axes"))
        error ("%s: HAX must be a handle to an axes object", caller);
      end
      ax = args{1};
      args(1) = [];
    end
  end
  ticks = ! isempty (strfind (caller, "tick"));
  if (numel (args) == 2 && isempty (ax) && ticks)
    error ("%s: HAX must be a handle to an axes object", caller);
  elseif (numel (args) > 1)
    error ("Octave:invalid-fun-call", "Invalid call to %s", caller);
  end
  if (isempty (ax))
    ax = gca ();
  end
  if (isempty (args))
    query = true;
    val = get (ax, prop);
    return;
  end
  arg = args{1};
  if (ischar (arg) && hasmode)
    switch (lower (arg))
      case "mode"
        query = true;
        val = get (ax, [prop "mode"]);
        return;
      case {"auto", "manual"}
        if (nout > 0)
          error ("%s: too many output arguments for arg: %s", caller, lower (arg));
        end
        set (ax, [prop "mode"], lower (arg));
        return;
    end
  end
  if (ischar (arg) && hasmode)
    if (ticks)
      error ("%s: invalid option: %s", caller, arg);
    end
    error ("%s: invalid value '%s'", caller, arg);
  end
  if (nout > 0)
    if (ticks)
      error ("%s: too many output arguments requested", caller);
    end
    error ("%s: called with output query and input set value", caller);
  end
  if (iscell (arg))
    arg = arg(:);
  end
  if (hasmode && numel (prop) == 10 && strcmp (prop(2:end), "ticklabel"))
    % Labels fixed, the ticks they label are fixed too.
    set (ax, prop, arg, [prop "mode"], "manual", [prop(1) "tickmode"], "manual");
  elseif (hasmode)
    set (ax, prop, arg, [prop "mode"], "manual");
  else
    set (ax, prop, arg);
  end
end
