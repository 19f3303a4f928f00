function val = zticklabels (varargin)
  % ZTICKLABELS  Tick labels of the z-axis.
  %   v = zticklabels () / zticklabels (ax): the axes' "zticklabel" property.
  %   zticklabels (v) / zticklabels (ax, v): set it.
  %   m = zticklabels ("mode"); zticklabels ("auto"); zticklabels ("manual"): its mode.
  [r, query] = axes_property ("zticklabels", "zticklabel", true, nargout, varargin);
  if (query)
    val = r;
  end
end
