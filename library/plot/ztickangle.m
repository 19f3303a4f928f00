function angle = ztickangle (varargin)
  % ZTICKANGLE  Rotation of the z-axis tick labels, in degrees.
  %   a = ztickangle () / ztickangle (ax): the "zticklabelrotation" property.
  %   ztickangle (a) / ztickangle (ax, a): set it.
  [r, query] = tick_angle ("z", nargout, varargin);
  if (query)
    angle = r;
  end
end
