function h = quiver3 (varargin)
  % QUIVER3  Arrows (u, v, w) at the points (x, y, z); the picture shows the
  %   x-y projection. quiver3 (x, y, z, u, v, w), quiver3 (z, u, v, w),
  %   quiver3 (..., s), quiver3 (..., style), quiver3 (ax, ...).
  [ax, args] = plot_axes_arg ("quiver3", varargin);
  h0 = quiver_draw ("quiver3", ax, args, true);
  if (nargout > 0)
    h = h0;
  end
end
