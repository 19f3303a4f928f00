function state = hidden (mode)
  % HIDDEN  Hide (on) or show (off) the lines a mesh's own surface hides.
  %   hidden ("on"), hidden ("off"), hidden (): toggle. The meshes of the
  %   current axes get a white (on) or transparent (off) face color.
  %   state = hidden () returns the new state.
  if (nargin > 1)
    print_usage ();
  end
  ax = gca ();
  kids = get (ax, "children");
  meshes = [];
  for k = kids(:)'
    if (strcmp (get (k, "type"), "surface") && ! strcmp (get (k, "facecolor"), "flat"))
      meshes(end+1) = k;
    end
  end
  if (nargin == 0)
    now = "on";
    if (! isempty (meshes) && ! ischar (get (meshes(1), "facecolor")))
      now = "on";
    elseif (! isempty (meshes))
      now = "off";
    end
    if (strcmp (now, "on"))
      mode = "off";
    else
      mode = "on";
    end
  elseif (! ischar (mode))
    error ("hidden: MODE must be a string");
  end
  mode = lower (mode);
  switch (mode)
    case "on"
      fc = get (ax, "color");
    case "off"
      fc = "none";
    otherwise
      error ('hidden: MODE must be "on" or "off"');
  end
  for k = meshes
    set (k, "facecolor", fc);
  end
  if (nargout > 0)
    state = mode;
  end
end
