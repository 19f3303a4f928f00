function B = orth (A, tol)
% -- B = orth (A)
% -- B = orth (A, TOL)
%     An orthonormal basis of the range of A: the left singular vectors
%     (negated, as Octave returns them) of the singular values above TOL
%     (default max (size (A)) * s_max * eps).
%
%     See also: null, rank, svd.

  if (nargin < 1)
    print_usage ();
  end
  if (isempty (A))
    B = [];
    return;
  end
  [U, S] = svd (A);
  if (rows (S) == 1 || columns (S) == 1)
    s = S(1);
  else
    s = diag (S);
  end
  if (nargin < 2)
    tol = max (size (A)) * s(1) * eps (class (A));
  end
  r = sum (s > tol);
  if (r > 0)
    B = -U(:, 1:r);
  else
    B = zeros (rows (A), 0);
  end
end
