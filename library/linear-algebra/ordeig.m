function lambda = ordeig (A, B)
% -- LAMBDA = ordeig (A)
% -- LAMBDA = ordeig (A, B)
%     The eigenvalues of a quasi-triangular matrix A (1 by 1 and 2 by 2
%     blocks on the diagonal, as schur returns it), or of a
%     quasi-triangular pencil (A, B) (as qz returns it), in the order of
%     the diagonal.
%
%     See also: eig, schur, qz, ordschur.

  if (nargin < 1)
    print_usage ();
  end
  if (! isnumeric (A) || ! issquare (A))
    error ('ordeig: A must be a square matrix');
  end
  n = rows (A);
  if (nargin == 1)
    B = eye (n);
    if (! quasi_triangular (A))
      error ('ordeig: A must be quasi-triangular (i.e., upper block triangular with 1x1 or 2x2 blocks on the diagonal)');
    end
    if (iscomplex (A) && ! istriu (A))
      error ('ordeig: A must be upper-triangular when it is complex');
    end
  else
    if (! isnumeric (B) || ! issquare (B))
      error ('ordeig: B must be a square matrix');
    end
    if (rows (B) != n)
      error ('ordeig: A and B must be the same size');
    end
    if (! quasi_triangular (A) || ! quasi_triangular (B))
      error ('ordeig: A and B must be quasi-triangular (i.e., upper block triangular with 1x1 or 2x2 blocks on the diagonal)');
    end
    if ((iscomplex (A) || iscomplex (B)) && ! (istriu (A) && istriu (B)))
      error ('ordeig: A and B must both be upper-triangular if either is complex');
    end
  end
  lambda = zeros (n, 1);
  i = 1;
  while (i <= n)
    if (i < n && (A(i+1, i) != 0 || B(i+1, i) != 0))
      k = i:i+1;
      lambda(k) = block_eig (A(k, k), B(k, k));
      i = i + 2;
    else
      lambda(i) = A(i, i) / B(i, i);
      i = i + 1;
    end
  end
end

% The roots of det (a - x*b) = 0 for 2 by 2 a and b, the one with the
% positive imaginary part first.
function x = block_eig (a, b)
  c2 = det (b);
  c1 = a(1,2) * b(2,1) + a(2,1) * b(1,2) - a(1,1) * b(2,2) - a(2,2) * b(1,1);
  c0 = det (a);
  d = sqrt (complex (c1^2 - 4 * c2 * c0));
  x = [(-c1 + d); (-c1 - d)] / (2 * c2);
end

% Upper triangular apart from isolated subdiagonal entries.
function tf = quasi_triangular (A)
  tf = istriu (tril (A, -2) != 0);
  if (tf && rows (A) > 2)
    s = diag (A, -1) != 0;
    tf = ! any (s(1:end-1) & s(2:end));
  end
  tf = tf && ! any (any (tril (A, -2)));
end
