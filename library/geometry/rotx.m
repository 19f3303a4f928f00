function T = rotx (angle)
% ROTX  3-by-3 matrix of the rotation about the x-axis by ANGLE degrees.
%   Active rotation, counterclockwise for positive ANGLE when viewing the
%   y-z plane from the positive x side; use as V = T * U on column vectors.
  if (nargin < 1 || ~ isscalar (angle))
    print_usage ();
  end
  angle = angle * pi / 180;
  s = sin (angle);
  c = cos (angle);
  T = [1 0 0; 0 c -s; 0 s c];
end
