function [c, h] = contour (varargin)
  % CONTOUR  Contour lines of z, colored by level.
  %   contour (z), contour (z, vn), contour (x, y, z), contour (x, y, z, vn),
  %   contour (..., style), contour (..., prop, val), contour (ax, ...).
  %   vn is a number of levels (10) or a vector of levels. Returns the
  %   contour matrix (see contourc) and an hggroup.
  [ax, args] = plot_axes_arg ("contour", varargin);
  [cc, hh] = contour_draw ("contour", ax, args, false);
  if (nargout > 0)
    c = cc;
    h = hh;
  end
end
