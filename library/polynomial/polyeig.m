function [z, v] = polyeig (varargin)
% -- Z = polyeig (C0, C1, ..., CL)
% -- [V, Z] = polyeig (C0, C1, ..., CL)
%     The eigenvalues Z (and eigenvectors, the columns of V) of the
%     polynomial eigenvalue problem (C0 + C1*z + ... + CL*z^L) * v = 0, for
%     square matrices C0, ..., CL of one size.
%
%     Method: the companion linearization A*x = z*B*x with
%     A = [0 I ...; ...; -C0 -C1 ... -C(L-1)] and B = blkdiag (I, ..., CL),
%     solved by eig (A, B); V is the first block of x, each column scaled
%     to unit 2-norm (Tisseur and Meerbergen, SIAM Review 43, 2001, §3.4).
%
%     See also: eig, roots, polyval.

  if (nargin < 1)
    print_usage ();
  end
  n = rows (varargin{1});
  for k = 1:nargin
    if (! issquare (varargin{k}))
      error ("polyeig: coefficients must be square matrices");
    end
    if (rows (varargin{k}) != n)
      error ("polyeig: coefficients must have the same dimensions");
    end
  end
  l = nargin - 1;
  A = diag (ones ((l-1)*n, 1), n);
  B = eye (l*n);
  for k = 1:l
    A((l-1)*n+1:l*n, (k-1)*n+1:k*n) = -varargin{k};
  end
  B((l-1)*n+1:l*n, (l-1)*n+1:l*n) = varargin{end};
  if (nargout > 1)
    [x, d] = eig (A, B);
    z = x(1:n, :);
    for k = 1:columns (z)
      z(:, k) = z(:, k) / norm (z(:, k));
    end
    v = diag (d);
  else
    z = eig (A, B);
  end
end
