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
  kx = [0, -k(3), k(2); k(3), 0, -k(1); -k(2), k(1), 0];
  R = c * eye (3) + s * kx + (1 - c) * (k.' * k);
  q = p * R.' + origin(:).';
  xr = reshape (q(:, 1), size (x));
  yr = reshape (q(:, 2), size (x));
  zr = reshape (q(:, 3), size (x));
end
