function varargout = lightangle (varargin)
  % LIGHTANGLE  A light placed by azimuth and elevation (degrees):
  %   h = lightangle (az, el), lightangle (ax, az, el) make one in the
  %   axes; lightangle (h, az, el) moves light h; [az, el] = lightangle (h)
  %   reads its direction. The light's position is the unit vector
  %   [sind(az)*cosd(el), -cosd(az)*cosd(el), sind(el)].
  args = varargin;
  hl = [];
  ax = [];
  if (! isempty (args) && isscalar (args{1}) && ishghandle (args{1}))
    switch (get (args{1}, "type"))
      case "light"
        hl = args{1};
      case "axes"
        ax = args{1};
      otherwise
        error ("lightangle: H must be a handle to a light or an axes");
    end
    args(1) = [];
  end
  if (isempty (args))
    if (isempty (hl) || nargout > 2)
      print_usage ();
    end
    p = get (hl, "position");
    [az, el] = cart2sph (p(1), p(2), p(3));
    varargout = {az * 180 / pi + 90, el * 180 / pi};
    return;
  end
  if (numel (args) != 2 || ! isnumeric (args{1}) || ! isnumeric (args{2}))
    print_usage ();
  end
  az = args{1};  el = args{2};
  pos = [sind(az) * cosd(el), -cosd(az) * cosd(el), sind(el)];
  if (isempty (hl))
    if (isempty (ax))
      ax = gca ();
    end
    hl = light (ax, "position", pos);
  else
    set (hl, "position", pos);
  end
  if (nargout > 0)
    varargout{1} = hl;
  end
end
