function h = quiver (varargin)
  % QUIVER  Arrows (u, v) at the points (x, y).
  %   quiver (u, v), quiver (x, y, u, v), quiver (..., s) (scale, 0 for
  %   none), quiver (..., style), quiver (ax, ...); h = quiver (...) returns
  %   the line's handle. Arrows are scaled automatically so that the longest
  %   fits the grid spacing, times s (1).
  [ax, args] = plot_axes_arg ("quiver", varargin);
  h0 = quiver_draw ("quiver", ax, args, false);
  if (nargout > 0)
    h = h0;
  end
end
