function Z = null (A, tol)
% -- Z = null (A)
% -- Z = null (A, TOL)
%     An orthonormal basis of the null space of A: the right singular
%     vectors of the singular values at most TOL (default
%     max (size (A)) * s_max * eps).  Entries below eps in magnitude are
%     set to zero.  For an empty A, the V of its SVD.
%
%     See also: orth, rank, svd.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin == 2 && ischar (tol) && strcmp (tol, 'r'))
    error ('null: option for rational not yet implemented');
  end
  [~, S, V] = svd (A, 0);
  if (isempty (A))
    Z = V;
    return;
  end
  cls = class (V);
  s = diag (S);
  if (nargin < 2)
    tol = max (size (A)) * s(1) * eps (cls);
  end
  r = sum (s > tol);
  n = columns (A);
  if (r < n)
    Z = V(:, r+1:n);
    Z(abs (Z) < eps (cls)) = 0;
  else
    Z = zeros (n, 0, cls);
  end
end
