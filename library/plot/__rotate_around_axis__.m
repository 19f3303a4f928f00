function [xr, yr, zr] = __rotate_around_axis__ (x, y, z, angle, dir, origin)
% -- [XR, YR, ZR] = __rotate_around_axis__ (X, Y, Z, ANGLE, DIR, ORIGIN)
%
%     Rotate the points X, Y, Z (arrays of one shape) by ANGLE degrees
%     about the axis along the vector DIR through the point ORIGIN,
%     counterclockwise as seen from the tip of DIR (Rodrigues' rotation
%     formula).  The results have the shape of X.
%
%     See also: rotate, rotx, roty, rotz.

  k = dir(:).' / norm (dir);
  p = [x(:), y(:), z(:)] - origin(:).';
  c = cosd (angle);
  s = sind (angle);
  kxp = [k(2) * p(:, 3) - k(3) * p(:, 2), k(3) * p(:, 1) - k(1) * p(:, 3), ...
         k(1) * p(:, 2) - k(2) * p(:, 1)];
  q = p * c + kxp * s + (p * k.') * k * (1 - c) + origin(:).';
  xr = reshape (q(:, 1), size (x));
  yr = reshape (q(:, 2), size (x));
  zr = reshape (q(:, 3), size (x));
end
