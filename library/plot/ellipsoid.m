function [xx, yy, zz] = ellipsoid (varargin)
  % ELLIPSOID  Points of the ellipsoid centred at (xc, yc, zc) with semi-axes xr, yr, zr.
  %   [x, y, z] = ellipsoid (xc, yc, zc, xr, yr, zr, n): the unit sphere's
  %   (n+1)-by-(n+1) grid (n = 20) scaled and moved. ellipsoid (ax, ...)
  %   draws into ax; without outputs it draws the surface.
  [ax, args] = plot_axes_arg ("ellipsoid", varargin);
  if (numel (args) != 6 && numel (args) != 7)
    print_usage ();
  end
  n = 20;
  if (numel (args) == 7)
    n = args{7};
  end
  [x, y, z] = sphere (n);
  x = args{4} * x + args{1};
  y = args{5} * y + args{2};
  z = args{6} * z + args{3};
  if (nargout > 0)
    xx = x;  yy = y;  zz = z;
  else
    surf (plot_target (ax), x, y, z);
  end
end
