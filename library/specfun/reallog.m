function y = reallog (x)
% REALLOG  Natural logarithm that refuses complex results (X < 0 or complex X).
  if (nargin < 1)
    print_usage ();
  elseif (iscomplex (x) || any (x(:) < 0))
    error ('reallog: produced complex result');
  end
  y = log (x);
end
