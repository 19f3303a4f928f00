function ang = subspace (A, B)
% -- ANG = subspace (A, B)
%     The largest principal angle between the column spaces of A and B,
%     from the singular values of orth (A)' * orth (B); small angles are
%     taken from a sine for accuracy (Bjorck and Golub, "Numerical
%     methods for computing angles between linear subspaces", Math.
%     Comp. 27, 1973).
%
%     See also: orth, null, svd.

  if (nargin != 2)
    print_usage ();
  end
  if (ndims (A) != 2 || ndims (B) != 2)
    error ('subspace: A and B must be 2-dimensional arrays');
  end
  if (rows (A) != rows (B))
    error ('subspace: column dimensions of A and B must match');
  end
  A = orth (A);
  B = orth (B);
  c = A' * B;
  cmin = min (svd (c));
  if (cmin^2 > 1/2)
    % the cosine is close to 1: use the sine, from the part of the
    % larger basis outside the other space
    if (columns (A) >= columns (B))
      d = B - A * c;
    else
      d = A - B * c';
    end
    ang = asin (min (max (svd (d)), 1));
  else
    ang = acos (cmin);
  end
end
