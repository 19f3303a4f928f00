function y = cscd (x)
% CSCD  Cosecant of an angle in degrees: 1 ./ sind (X) (Inf at multiples of 180).
  if (nargin < 1)
    print_usage ();
  end
  y = 1 ./ sind (x);
end
