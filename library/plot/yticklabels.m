function val = yticklabels (varargin)
  % YTICKLABELS  Tick labels of the y-axis.
  %   v = yticklabels () / yticklabels (ax): the axes' "yticklabel" property.
  %   yticklabels (v) / yticklabels (ax, v): set it.
  %   m = yticklabels ("mode"); yticklabels ("auto"); yticklabels ("manual"): its mode.
  [r, query] = axes_property ("yticklabels", "yticklabel", true, nargout, varargin);
  if (query)
    val = r;
  end
end
