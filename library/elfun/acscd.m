function y = acscd (x)
% ACSCD  Inverse cosecant in degrees: acsc (X) * 180 / pi.
  if (nargin < 1)
    print_usage ();
  end
  y = acsc (x) .* 180 ./ pi;
end
