function [X, Y, Z] = peaks (x, y)
  % PEAKS  A function of two variables with peaks and valleys, for demos.
  %   z = 3 (1-x)^2 exp(-x^2-(y+1)^2) - 10 (x/5 - x^3 - y^5) exp(-x^2-y^2)
  %       - 1/3 exp(-(x+1)^2-y^2)
  %   peaks (n) on an n-by-n grid over [-3, 3] (n = 49 by default); peaks (x, y)
  %   at the given points (vectors are made a grid). Without outputs it draws
  %   the surface; z = peaks (...) or [x, y, z] = peaks (...) return the data.
  if (nargin == 0)
    x = y = linspace (-3, 3, 49);
  elseif (nargin == 1)
    if (isscalar (x))
      x = y = linspace (-3, 3, x);
    else
      y = x;
    end
  end
  if (isvector (x) && isvector (y))
    [x, y] = meshgrid (x, y);
  end
  z = 3 * (1 - x).^2 .* exp (-x.^2 - (y + 1).^2) ...
      - 10 * (x / 5 - x.^3 - y.^5) .* exp (-x.^2 - y.^2) ...
      - 1/3 * exp (-(x + 1).^2 - y.^2);
  if (nargout == 0)
    surf (x, y, z);
  elseif (nargout == 1)
    X = z;
  else
    X = x;  Y = y;  Z = z;
  end
end
