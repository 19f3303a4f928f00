function [x, y, z] = sph2cart (theta, phi, r)
% SPH2CART  Spherical to Cartesian coordinates.
%   [X, Y, Z] = sph2cart (THETA, PHI, R): X = R cos (PHI) cos (THETA),
%   Y = R cos (PHI) sin (THETA), Z = R sin (PHI).  sph2cart (S) takes
%   S = [THETA, PHI, R] (a 3-element vector or 3 columns).
  if (nargin ~= 1 && nargin ~= 3)
    print_usage ();
  end
  if (nargin == 1)
    s = theta;
    if (~ (isnumeric (s) && ndims (s) == 2))
      error ('sph2cart: matrix input must be a 2-D numeric array');
    elseif (columns (s) ~= 3 && numel (s) ~= 3)
      error ('sph2cart: matrix input must be a 3-element vector or 3-column array');
    end
    if (numel (s) == 3)
      theta = s(1);  phi = s(2);  r = s(3);
    else
      theta = s(:, 1);  phi = s(:, 2);  r = s(:, 3);
    end
  else
    if (~ (isnumeric (theta) && isnumeric (phi) && isnumeric (r)))
      error ('sph2cart: THETA, PHI, R must be numeric arrays or scalars');
    end
    [err, theta, phi, r] = common_size (theta, phi, r);
    if (err)
      error ('sph2cart: THETA, PHI, R must be the same size or scalars');
    end
  end
  x = r .* cos (phi) .* cos (theta);
  y = r .* cos (phi) .* sin (theta);
  z = r .* sin (phi);
end
