function val = caxis (varargin)
  % CAXIS  Color limits of the axes: the data values at the colormap's ends.
  %   v = caxis () / caxis (ax): the axes' "clim" property.
  %   caxis (v) / caxis (ax, v): set it.
  %   m = caxis ("mode"); caxis ("auto"); caxis ("manual"): its mode.
  lim = varargin(! cellfun (@(a) isscalar (a) && ishghandle (a) ...
                                 && strcmp (get (a, "type"), "axes"), varargin));
  if (numel (lim) == 1)
    v = lim{1};
    if (ischar (v) && ! any (strcmpi (v, {"auto", "manual", "mode"})))
      error ("caxis: invalid mode '%s'", v);
    elseif (! ischar (v) && (! isnumeric (v) || numel (v) != 2 || v(1) >= v(2)))
      error ("caxis: LIMITS must be a numeric 2-element vector where LIM1 < LIM2");
    end
  end
  [r, query] = axes_property ("caxis", "clim", true, nargout, varargin);
  if (query)
    val = r;
  end
end
