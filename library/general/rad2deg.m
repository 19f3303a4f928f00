function deg = rad2deg (rad)
% RAD2DEG  Radians to degrees: RAD * (180 / pi), for double or single RAD.
  if (nargin < 1)
    print_usage ();
  end
  if (~ isfloat (rad))
    error ('rad2deg: RAD must be a floating point class (double or single)');
  end
  deg = rad * (180 / pi);
end
