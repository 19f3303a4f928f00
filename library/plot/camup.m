function val = camup (varargin)
  % CAMUP  The camera's up direction.
  %   v = camup () / camup (ax): the axes' "cameraupvector" property.
  %   camup (v) / camup (ax, v): set it.
  %   m = camup ("mode"); camup ("auto"); camup ("manual"): its mode.
  [r, query] = axes_property ("camup", "cameraupvector", true, nargout, varargin);
  if (query)
    val = r;
  end
end
