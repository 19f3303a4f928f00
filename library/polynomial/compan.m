function A = compan (c)
% COMPAN  Companion matrix of the polynomial with coefficients C.
%   The first row is -C(2:N) / C(1), the subdiagonal ones; the eigenvalues
%   are the roots of the polynomial.  A scalar C gives [].
  if (nargin < 1)
    print_usage ();
  end
  if (~ isvector (c))
    error ('compan: C must be a vector');
  end
  n = numel (c);
  if (n == 1)
    A = [];
  else
    A = diag (ones (n - 2, 1), -1);
    A(1, :) = -c(2:n) / c(1);
  end
end
