function h = feather (varargin)
  % FEATHER  Arrows (u(k), v(k)) starting at equally spaced points (k, 0).
  %   feather (u, v), feather (z), feather (..., style), feather (ax, ...);
  %   h = feather (...) returns the line's handle.
  [ax, args] = plot_axes_arg ("feather", varargin);
  [u, v, style] = arrow_args ("feather", args);
  ax = plot_target (ax);
  n = numel (u);
  [xx, yy] = arrow_lines ((1:n)', zeros (n, 1), u(:), v(:), 0.25);
  held = ishold (ax);
  hh = plot (ax, xx, yy, style);
  hold (ax, "on");
  plot (ax, [1 n], [0 0], style);
  if (! held)
    hold (ax, "off");
  end
  if (nargout > 0)
    h = hh;
  end
end
