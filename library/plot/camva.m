function val = camva (varargin)
  % CAMVA  The camera's view angle, in degrees.
  %   v = camva () / camva (ax): the axes' "cameraviewangle" property.
  %   camva (v) / camva (ax, v): set it.
  %   m = camva ("mode"); camva ("auto"); camva ("manual"): its mode.
  [r, query] = axes_property ("camva", "cameraviewangle", true, nargout, varargin);
  if (query)
    val = r;
  end
end
