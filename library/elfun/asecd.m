function y = asecd (x)
% ASECD  Inverse secant in degrees: asec (X) * 180 / pi.
  if (nargin < 1)
    print_usage ();
  end
  y = asec (x) .* 180 ./ pi;
end
