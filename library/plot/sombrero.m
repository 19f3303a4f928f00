function [x, y, z] = sombrero (n)
  % SOMBRERO  The surface sin (r) / r over [-8, 8]^2 on an n-by-n grid.
  %   [x, y, z] = sombrero (n), n = 41 by default (at least 2); without
  %   outputs it draws the surface.
  if (nargin < 1)
    n = 41;
  end
  if (nargin > 1)
    print_usage ();
  elseif (n <= 1)
    error ("sombrero: number of grid lines N must be greater than 1");
  end
  [xx, yy] = meshgrid (linspace (-8, 8, n));
  r = sqrt (xx.^2 + yy.^2) + eps;
  zz = sin (r) ./ r;
  if (nargout == 0)
    surf (xx, yy, zz);
  elseif (nargout == 1)
    x = zz;
  else
    x = xx;  y = yy;  z = zz;
  end
end
