function y = secd (x)
% SECD  Secant of an angle in degrees: 1 ./ cosd (X) (Inf at odd multiples of 90).
  if (nargin < 1)
    print_usage ();
  end
  y = 1 ./ cosd (x);
end
