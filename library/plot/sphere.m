function [xx, yy, zz] = sphere (varargin)
  % SPHERE  Points of the unit sphere: (n+1)-by-(n+1) matrices x, y, z.
  %   [x, y, z] = sphere (n), n = 20 by default; sphere (ax, n) draws into ax.
  %   Latitude runs along the rows from the south pole, longitude along the
  %   columns from 0 to 2 pi. Without outputs it draws the surface.
  [ax, args] = plot_axes_arg ("sphere", varargin);
  if (numel (args) > 1)
    print_usage ();
  end
  n = 20;
  if (numel (args) == 1)
    n = args{1};
    if (! (isscalar (n) && isreal (n)))
      error ("sphere: N must be a real scalar");
    end
  end
  theta = (0:2:2*n) / n * pi;
  phi = (-n:2:n)' / n * pi / 2;
  x = cos (phi) * cos (theta);
  y = cos (phi) * sin (theta);
  z = sin (phi) * ones (1, n + 1);
  if (nargout > 0)
    xx = x;  yy = y;  zz = z;
  else
    surf (plot_target (ax), x, y, z);
  end
end
