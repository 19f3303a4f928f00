function lighting (varargin)
  % LIGHTING  Set the lighting ("flat", "gouraud" or "none") of the patches and
  %   surfaces of the axes ax (the current axes): their facelighting, and
  %   their edgelighting ("none" for faces lit "none"). lighting (ax, type).
  [ax, args] = plot_axes_arg ("lighting", varargin);
  if (numel (args) != 1)
    print_usage ();
  end
  type = args{1};
  if (! ischar (type))
    error ("lighting: MODE must be a string");
  end
  type = lower (type);
  if (! any (strcmp (type, {"flat", "gouraud", "none"})))
    error ('lighting: Invalid MODE "%s"', type);
  end
  ax = plot_target (ax);
  for h = get (ax, "children")(:)'
    if (any (strcmp (get (h, "type"), {"patch", "surface"})))
      set (h, "facelighting", type, "edgelighting", "none");
    end
  end
end
