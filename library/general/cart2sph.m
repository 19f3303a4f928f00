function [theta, phi, r] = cart2sph (x, y, z)
% CART2SPH  Cartesian to spherical coordinates.
%   [THETA, PHI, R] = cart2sph (X, Y, Z): THETA the azimuth in the x-y
%   plane, PHI the elevation from that plane, R the distance to the origin.
%   cart2sph (C) takes C = [X, Y, Z] (a 3-element vector or 3 columns).
  if (nargin ~= 1 && nargin ~= 3)
    print_usage ();
  end
  if (nargin == 1)
    c = x;
    if (~ (isnumeric (c) && ndims (c) == 2))
      error ('cart2sph: matrix input C must be a 2-D numeric array');
    elseif (columns (c) ~= 3 && numel (c) ~= 3)
      error ('cart2sph: matrix input C must be a 3-element vector or 3-column array');
    end
    if (numel (c) == 3)
      x = c(1);  y = c(2);  z = c(3);
    else
      x = c(:, 1);  y = c(:, 2);  z = c(:, 3);
    end
  else
    if (~ (isnumeric (x) && isnumeric (y) && isnumeric (z)))
      error ('cart2sph: X, Y, Z must be numeric arrays or scalars');
    end
    [err, x, y, z] = common_size (x, y, z);
    if (err)
      error ('cart2sph: X, Y, Z must be the same size or scalars');
    end
  end
  theta = atan2 (y, x);
  phi = atan2 (z, sqrt (x .^ 2 + y .^ 2));
  r = sqrt (x .^ 2 + y .^ 2 + z .^ 2);
end
