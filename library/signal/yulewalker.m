function [a, v] = yulewalker (c)
% YULEWALKER  Solve the Yule-Walker equations.
%   [A, V] = yulewalker (C) for the autocovariances C = [c(0) ... c(p)]
%   gives the AR(p) coefficients A (the solution of the Toeplitz system
%   c(|i-j|) A = c(1:p)) and the innovation variance V = c(0) - A' c(1:p).
  if (nargin < 1)
    print_usage ();
  end
  c = c(:);
  p = numel (c) - 1;
  r = c(2:p+1);
  R = toeplitz (c(1:p));
  a = inv (R) * r;
  v = c(1) - a' * r;
end
