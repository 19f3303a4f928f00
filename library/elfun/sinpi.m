function y = sinpi (x)
% SINPI  sin (pi * X), exact at the integers and half-integers.
%   The argument is first reduced by the period 2 into [-1, 1), so that
%   sinpi (N) is exactly 0 and sinpi (N + 0.5) exactly +-1 for integer N.
  if (nargin < 1)
    print_usage ();
  end
  r = mod (x - 1, 2) - 1;
  r(r == -1) = 0;
  y = sin (r * pi);
end
