function y = polyvalm (c, x)
% POLYVALM  Evaluate a polynomial at a square matrix (Horner's rule).
%   polyvalm (C, X) is C(1) X^(N-1) + ... + C(N-1) X + C(N) I.
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ (isvector (c) || isempty (c)))
    error ('polyvalm: first argument must be a vector');
  end
  if (~ (ndims (x) == 2 && rows (x) == columns (x)))
    error ('polyvalm: second argument must be a square matrix');
  end
  I = eye (rows (x), class (x));
  if (isempty (c))
    y = zeros (rows (x), class (x));
    return;
  end
  y = c(1) * I;
  for i = 2:numel (c)
    y = y * x + c(i) * I;
  end
end
