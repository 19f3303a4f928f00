function [r, query] = tick_angle (ax, nout, args)
  % TICK_ANGLE  xtickangle, ytickangle and ztickangle for axis AX ("x", "y", "z"):
  %   the "AXticklabelrotation" property, queried or set.
  name = [ax "tickangle"];
  if (numel (args) == 2 && ! (isscalar (args{1}) && ishghandle (args{1}) ...
                              && strcmp (get (args{1}, "type"), "axes")))
    error ("%s: HAX must be a handle to an axes object", name);
  end
  vals = args;
  if (numel (vals) == 2)
    vals = vals(2);
  elseif (numel (vals) > 2)
    error ("%s: function called with too many inputs", name);
  end
  if (numel (vals) == 1 && ! (isscalar (vals{1}) && ishghandle (vals{1}) ...
                              && strcmp (get (vals{1}, "type"), "axes")))
    a = vals{1};
    if (! (isnumeric (a) || islogical (a)) || ! isscalar (a) || ! isfinite (a))
      error ("%s: ANGLE must be a finite, numeric, scalar value", name);
    elseif (nout > 0)
      error ("%s: function called with output query and input set value", name);
    end
  end
  [r, query] = axes_property (name, [ax "ticklabelrotation"], false, nout, args);
end
