function val = daspect (varargin)
  % DASPECT  Data aspect ratio: relative lengths of a data unit along x, y and z.
  %   v = daspect () / daspect (ax): the axes' "dataaspectratio" property.
  %   daspect (v) / daspect (ax, v): set it.
  %   m = daspect ("mode"); daspect ("auto"); daspect ("manual"): its mode.
  [r, query] = axes_property ("daspect", "dataaspectratio", true, nargout, varargin);
  if (query)
    val = r;
  end
end
