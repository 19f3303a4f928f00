function a = atan2d (y, x)
% ATAN2D  Four-quadrant inverse tangent in degrees: atan2 (Y, X) * 180 / pi.
  if (nargin ~= 2)
    print_usage ();
  end
  a = 180 ./ pi .* atan2 (y, x);
end
