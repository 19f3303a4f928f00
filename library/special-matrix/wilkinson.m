function w = wilkinson (n)
% WILKINSON  Wilkinson's eigenvalue test matrix of order N.
%   Symmetric tridiagonal: ones beside the diagonal, abs (-(N-1)/2:(N-1)/2)
%   on it.  Its eigenvalues come in nearly equal pairs.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isscalar (n) && n >= 0 && n == fix (n)))
    error ('wilkinson: N must be a non-negative integer');
  end
  e = ones (n - 1, 1);
  w = diag (abs (-(n-1)/2:(n-1)/2)) + diag (e, 1) + diag (e, -1);
end
