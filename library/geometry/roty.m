function T = roty (angle)
% ROTY  3-by-3 matrix of the rotation about the y-axis by ANGLE degrees.
%   Active rotation, counterclockwise for positive ANGLE when viewing the
%   z-x plane from the positive y side; use as V = T * U on column vectors.
  if (nargin < 1 || ~ isscalar (angle))
    print_usage ();
  end
  angle = angle * pi / 180;
  s = sin (angle);
  c = cos (angle);
  T = [c 0 s; 0 1 0; -s 0 c];
end
