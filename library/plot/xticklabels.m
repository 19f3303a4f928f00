function val = xticklabels (varargin)
  % XTICKLABELS  Tick labels of the x-axis.
  %   v = xticklabels () / xticklabels (ax): the axes' "xticklabel" property.
  %   xticklabels (v) / xticklabels (ax, v): set it.
  %   m = xticklabels ("mode"); xticklabels ("auto"); xticklabels ("manual"): its mode.
  [r, query] = axes_property ("xticklabels", "xticklabel", true, nargout, varargin);
  if (query)
    val = r;
  end
end
