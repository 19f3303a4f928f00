function val = camtarget (varargin)
  % CAMTARGET  The point the camera looks at.
  %   v = camtarget () / camtarget (ax): the axes' "cameratarget" property.
  %   camtarget (v) / camtarget (ax, v): set it.
  %   m = camtarget ("mode"); camtarget ("auto"); camtarget ("manual"): its mode.
  [r, query] = axes_property ("camtarget", "cameratarget", true, nargout, varargin);
  if (query)
    val = r;
  end
end
