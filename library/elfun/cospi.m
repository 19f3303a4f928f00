function y = cospi (x)
% COSPI  cos (pi * X), exact at the integers and half-integers.
%   Computed as sin (pi * (X - 3/2)) after reducing X - 1/2 by the period 2,
%   so that cospi (N + 0.5) is exactly 0 and cospi (N) exactly +-1 for
%   integer N.
  if (nargin < 1)
    print_usage ();
  end
  r = mod (x - 0.5, 2) - 1;
  r(r == -1) = 0;
  y = sin (r * pi);
end
