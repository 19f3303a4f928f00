function [A, k] = rref (A, tol)
% -- R = rref (A)
% -- R = rref (A, TOL)
% -- [R, K] = rref (...)
%     The reduced row echelon form of A, by Gauss-Jordan elimination with
%     partial pivoting.  A column whose largest candidate pivot is at
%     most TOL (default eps * max (size (A)) * norm (A, Inf)) is treated
%     as zero.  K lists the pivot ("bound") columns.
%
%     See also: rank, null, orth.

  if (nargin < 1)
    print_usage ();
  end
  if (ndims (A) > 2)
    error ('rref: A must be a 2-dimensional matrix');
  end
  [m, n] = size (A);
  if (nargin < 2)
    if (isempty (A))
      tol = 0;
    else
      tol = eps * max (m, n) * norm (A, Inf);
    end
  end
  k = zeros (1, 0);
  r = 1;
  for c = 1:n
    if (r > m)
      break;
    end
    [piv, at] = max (abs (A(r:m, c)));
    at = at + r - 1;
    if (piv <= tol)
      A(r:m, c) = 0;
      continue;
    end
    k(end+1) = c;
    A([r, at], c:n) = A([at, r], c:n);
    A(r, c:n) = A(r, c:n) / A(r, c);
    others = [1:r-1, r+1:m];
    A(others, c:n) = A(others, c:n) - A(others, c) * A(r, c:n);
    r = r + 1;
  end
end
