function val = campos (varargin)
  % CAMPOS  Camera position, in data units.
  %   v = campos () / campos (ax): the axes' "cameraposition" property.
  %   campos (v) / campos (ax, v): set it.
  %   m = campos ("mode"); campos ("auto"); campos ("manual"): its mode.
  [r, query] = axes_property ("campos", "cameraposition", true, nargout, varargin);
  if (query)
    val = r;
  end
end
