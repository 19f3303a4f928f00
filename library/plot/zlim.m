function val = zlim (varargin)
  % ZLIM  Limits of the z-axis.
  %   v = zlim () / zlim (ax): the axes' "zlim" property.
  %   zlim (v) / zlim (ax, v): set it.
  %   m = zlim ("mode"); zlim ("auto"); zlim ("manual"): its mode.
  lim = varargin(! cellfun (@(a) isscalar (a) && ishghandle (a) ...
                                 && strcmp (get (a, "type"), "axes"), varargin));
  if (numel (lim) == 1 && ! ischar (lim{1}))
    if (numel (lim{1}) != 2)
      error ("zlim: LIMITS must be a 2-element vector");
    elseif (lim{1}(1) >= lim{1}(2))
      error ("zlim: axis limits must be increasing");
    end
  end
  [r, query] = axes_property ("zlim", "zlim", true, nargout, varargin);
  if (query)
    val = r;
  end
end
