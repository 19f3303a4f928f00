function comet3 (varargin)
  % COMET3  Trace the 3-D curve (x, y, z) with a moving head; headless, the final frame.
  %   comet3 (z), comet3 (x, y, z), comet3 (x, y, z, p), comet3 (ax, ...).
  [ax, args] = plot_axes_arg ("comet3", varargin);
  switch (numel (args))
    case 1
      z = args{1};  x = y = 1:numel (z);
    case {3, 4}
      x = args{1};  y = args{2};  z = args{3};
    otherwise
      print_usage ();
  end
  ax = plot_target (ax);
  held = ishold (ax);
  plot3 (ax, x, y, z, "b-");
  hold (ax, "on");
  plot3 (ax, x(end), y(end), z(end), "ro");
  if (! held)
    hold (ax, "off");
  end
end
