function T = rotz (angle)
% ROTZ  3-by-3 matrix of the rotation about the z-axis by ANGLE degrees.
%   Active rotation, counterclockwise for positive ANGLE when viewing the
%   x-y plane from the positive z side; use as V = T * U on column vectors.
  if (nargin < 1 || ~ isscalar (angle))
    print_usage ();
  end
  angle = angle * pi / 180;
  s = sin (angle);
  c = cos (angle);
  T = [c -s 0; s c 0; 0 0 1];
end
