function val = pbaspect (varargin)
  % PBASPECT  Plot box aspect ratio: relative lengths of the axes' box.
  %   v = pbaspect () / pbaspect (ax): the axes' "plotboxaspectratio" property.
  %   pbaspect (v) / pbaspect (ax, v): set it.
  %   m = pbaspect ("mode"); pbaspect ("auto"); pbaspect ("manual"): its mode.
  [r, query] = axes_property ("pbaspect", "plotboxaspectratio", true, nargout, varargin);
  if (query)
    val = r;
  end
end
