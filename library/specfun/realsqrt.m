function y = realsqrt (x)
% REALSQRT  Square root that refuses complex results (X < 0 or complex X).
  if (nargin < 1)
    print_usage ();
  elseif (iscomplex (x) || any (x(:) < 0))
    error ('realsqrt: produced complex result');
  end
  y = sqrt (x);
end
