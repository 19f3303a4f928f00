function datetick (varargin)
  % DATETICK  Label the ticks of an axis as dates: datetick (), datetick
  %   (axis), datetick (axis, form), datetick (..., "keeplimits"),
  %   datetick (..., "keepticks"), datetick (ax, ...). The ticks are date
  %   numbers; form is a datestr format (a number or text). Without form,
  %   one suited to the span of the ticks.
  [ax, args] = plot_axes_arg ("datetick", varargin);
  ax = plot_target (ax);
  axis_name = "x";
  form = [];
  for k = 1:numel (args)
    a = args{k};
    if (ischar (a) && any (strcmpi (a, {"x", "y", "z"})))
      axis_name = lower (a);
    elseif (ischar (a) && any (strcmpi (a, {"keeplimits", "keepticks"})))
      % The ticks are always kept: matc does not choose date ticks.
    else
      form = a;
    end
  end
  ticks = get (ax, [axis_name "tick"]);
  if (isempty (ticks))
    return;
  end
  if (isempty (form))
    span = max (ticks) - min (ticks);
    if (span > 365 * 2)
      form = 10;
    elseif (span > 60)
      form = "mmm yy";
    elseif (span > 1)
      form = 6;
    else
      form = 15;
    end
  end
  labels = cellstr (datestr (ticks(:), form));
  set (ax, [axis_name "ticklabel"], labels);
end
