function comet (varargin)
  % COMET  Trace the curve y(x) with a moving head; headless, the final frame.
  %   comet (y), comet (x, y), comet (x, y, p), comet (ax, ...): the whole
  %   tail as a line and the head as a marker at the last point (p, the
  %   pause between frames, is accepted and ignored: nothing is animated).
  [ax, args] = plot_axes_arg ("comet", varargin);
  switch (numel (args))
    case 1
      y = args{1};  x = 1:numel (y);
    case {2, 3}
      x = args{1};  y = args{2};
    otherwise
      print_usage ();
  end
  ax = plot_target (ax);
  held = ishold (ax);
  plot (ax, x, y, "b-");
  hold (ax, "on");
  plot (ax, x(end), y(end), "ro");
  if (! held)
    hold (ax, "off");
  end
end
