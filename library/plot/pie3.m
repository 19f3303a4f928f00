function h = pie3 (varargin)
  % PIE3  A 3-D pie chart: pie's wedges as slabs of height 0.35 (the picture
  %   shows them from above). pie3 (x), pie3 (x, explode), pie3 (..., labels).
  [ax, args] = plot_axes_arg ("pie3", varargin);
  hh = pie_wedges ("pie3", ax, args, true);
  if (nargout > 0)
    h = hh;
  end
end
