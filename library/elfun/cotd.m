function y = cotd (x)
% COTD  Cotangent of an angle in degrees: 1 ./ tand (X) (Inf at multiples of 180).
  if (nargin < 1)
    print_usage ();
  end
  y = 1 ./ tand (x);
end
