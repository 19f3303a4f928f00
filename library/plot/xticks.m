function val = xticks (varargin)
  % XTICKS  Tick positions of the x-axis.
  %   v = xticks () / xticks (ax): the axes' "xtick" property.
  %   xticks (v) / xticks (ax, v): set it.
  %   m = xticks ("mode"); xticks ("auto"); xticks ("manual"): its mode.
  [r, query] = axes_property ("xticks", "xtick", true, nargout, varargin);
  if (query)
    val = r;
  end
end
