function [c, h] = contour3 (varargin)
  % CONTOUR3  Contour lines of z, each drawn at the height of its level.
  %   contour3 (z), contour3 (z, vn), contour3 (x, y, z), contour3 (x, y, z, vn),
  %   contour3 (..., style), contour3 (..., prop, val), contour3 (ax, ...).
  %   vn is a number of levels (10) or a vector of levels. Returns the
  %   contour matrix (see contourc) and an hggroup.
  [ax, args] = plot_axes_arg ("contour3", varargin);
  [cc, hh] = contour_draw ("contour3", ax, args, true);
  if (nargout > 0)
    c = cc;
    h = hh;
  end
end
