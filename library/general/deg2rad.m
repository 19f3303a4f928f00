function rad = deg2rad (deg)
% DEG2RAD  Degrees to radians: DEG * (pi / 180), for double or single DEG.
  if (nargin < 1)
    print_usage ();
  end
  if (~ isfloat (deg))
    error ('deg2rad: DEG must be a floating point class (double or single)');
  end
  rad = deg * (pi / 180);
end
