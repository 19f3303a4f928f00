function a = invhilb (n)
% INVHILB  Inverse of the Hilbert matrix of order N, computed exactly.
%   A(i,j) = p(i) p(j) / (i+j-1) with p(k) = (-1)^k k C(k+n-1, k-1) C(n, k),
%   which follows from writing the Hilbert matrix as a Cauchy matrix
%   (Demmel, Applied Numerical Linear Algebra).  The entries are integers,
%   exact while they stay below 2^53.
  if (nargin < 1)
    print_usage ();
  elseif (~ isscalar (n))
    error ('invhilb: N must be a scalar integer');
  end
  k = 1:n;
  p = zeros (1, n);
  for i = k
    % k * C(k+n-1, k-1) * C(n, k), each binomial built as a running product
    b1 = 1;
    for m = 1:i-1
      b1 = b1 * (n + m) / m;
    end
    b2 = 1;
    for m = 1:i
      b2 = b2 * (n - m + 1) / m;
    end
    p(i) = (-1)^i * i * round (b1) * round (b2);
  end
  a = zeros (n);
  for i = k
    if (n < 203)
      a(i, :) = (p(i) * p) ./ (i:i+n-1);
    else
      a(i, :) = p(i) * (p ./ (i:i+n-1));
    end
  end
end
