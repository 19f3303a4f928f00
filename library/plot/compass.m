function h = compass (varargin)
  % COMPASS  Arrows from the origin to the points (u, v) (or the complex u).
  %   compass (u, v), compass (z), compass (..., style), compass (ax, ...);
  %   h = compass (...) returns the line's handle.
  [ax, args] = plot_axes_arg ("compass", varargin);
  [u, v, style] = arrow_args ("compass", args);
  ax = plot_target (ax);
  [xx, yy] = arrow_lines (zeros (size (u)), zeros (size (u)), u(:), v(:), 0.25);
  hh = plot (ax, xx, yy, style);
  r = max (abs (complex (u(:), v(:))));
  if (r > 0)
    axis (ax, [-r r -r r]);
  end
  if (nargout > 0)
    h = hh;
  end
end
