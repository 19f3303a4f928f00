function [c, h] = contourf (varargin)
  % CONTOURF  Filled contours of z: drawn as their outlines (matc draws patches unfilled).
  %   contourf (z), contourf (z, vn), contourf (x, y, z), contourf (x, y, z, vn),
  %   contourf (..., style), contourf (..., prop, val), contourf (ax, ...).
  %   vn is a number of levels (10) or a vector of levels. Returns the
  %   contour matrix (see contourc) and an hggroup.
  [ax, args] = plot_axes_arg ("contourf", varargin);
  [cc, hh] = contour_draw ("contourf", ax, args, false);
  if (nargout > 0)
    c = cc;
    h = hh;
  end
end
