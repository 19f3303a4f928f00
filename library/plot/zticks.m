function val = zticks (varargin)
  % ZTICKS  Tick positions of the z-axis.
  %   v = zticks () / zticks (ax): the axes' "ztick" property.
  %   zticks (v) / zticks (ax, v): set it.
  %   m = zticks ("mode"); zticks ("auto"); zticks ("manual"): its mode.
  [r, query] = axes_property ("zticks", "ztick", true, nargout, varargin);
  if (query)
    val = r;
  end
end
