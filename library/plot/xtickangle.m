function angle = xtickangle (varargin)
  % XTICKANGLE  Rotation of the x-axis tick labels, in degrees.
  %   a = xtickangle () / xtickangle (ax): the "xticklabelrotation" property.
  %   xtickangle (a) / xtickangle (ax, a): set it.
  [r, query] = tick_angle ("x", nargout, varargin);
  if (query)
    angle = r;
  end
end
