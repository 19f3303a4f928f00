function h = meshc (varargin)
  % MESHC  A mesh with the contour lines of z drawn below it (at the lower z limit).
  %   meshc (z), meshc (x, y, z), meshc (x, y, z, c), meshc (..., prop, val), meshc (ax, ...).
  [ax, args] = plot_axes_arg ("meshc", varargin);
  ax = plot_target (ax);
  hh = mesh (ax, args{:});
  contours_below (ax, args);
  if (nargout > 0)
    h = hh;
  end
end
