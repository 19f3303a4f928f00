function angle = ytickangle (varargin)
  % YTICKANGLE  Rotation of the y-axis tick labels, in degrees.
  %   a = ytickangle () / ytickangle (ax): the "yticklabelrotation" property.
  %   ytickangle (a) / ytickangle (ax, a): set it.
  [r, query] = tick_angle ("y", nargout, varargin);
  if (query)
    angle = r;
  end
end
