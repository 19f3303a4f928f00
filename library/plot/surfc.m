function h = surfc (varargin)
  % SURFC  A surf with the contour lines of z drawn below it (at the lower z limit).
  %   surfc (z), surfc (x, y, z), surfc (x, y, z, c), surfc (..., prop, val), surfc (ax, ...).
  [ax, args] = plot_axes_arg ("surfc", varargin);
  ax = plot_target (ax);
  hh = surf (ax, args{:});
  contours_below (ax, args);
  if (nargout > 0)
    h = hh;
  end
end
