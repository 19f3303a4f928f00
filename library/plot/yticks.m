function val = yticks (varargin)
  % YTICKS  Tick positions of the y-axis.
  %   v = yticks () / yticks (ax): the axes' "ytick" property.
  %   yticks (v) / yticks (ax, v): set it.
  %   m = yticks ("mode"); yticks ("auto"); yticks ("manual"): its mode.
  [r, query] = axes_property ("yticks", "ytick", true, nargout, varargin);
  if (query)
    val = r;
  end
end
