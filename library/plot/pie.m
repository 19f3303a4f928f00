function h = pie (varargin)
  % PIE  A pie chart of the values x, one wedge each (a part of the disc when sum (x) < 1).
  %   pie (x), pie (x, explode), pie (..., labels), pie (ax, ...); h = pie (...)
  %   returns the handles, a patch and a text for each wedge. Wedges run
  %   counterclockwise from 12 o'clock; explode(k) != 0 moves wedge k out by 0.1;
  %   labels default to the percentages.
  [ax, args] = plot_axes_arg ("pie", varargin);
  hh = pie_wedges ("pie", ax, args, false);
  if (nargout > 0)
    h = hh;
  end
end
