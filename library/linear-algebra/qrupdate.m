function [Q1, R1] = qrupdate (Q, R, u, v, varargin)
% -- [Q1, R1] = qrupdate (Q, R, U, V)
%     Given the QR factorization A = Q*R (Q unitary, R upper trapezoidal,
%     full or economy size), return the QR factorization of A + U*V'.  U
%     and V are columns (rank-1 update) or matrices with as many columns
%     each (done as a sequence of rank-1 updates).
%
%     Q'*U is folded into its first entry by plane rotations (which leave
%     R upper Hessenberg), the update is added to R's first row and R is
%     retriangularized (Golub and Van Loan, "Matrix Computations", 4th
%     ed., section 6.5); in the economy form the part of U outside Q's
%     range extends the basis first.  Rotations and their order are
%     qrupdate's (Hajek, 2008), so that the signs agree with Octave's.
%
%     See also: qr, qrinsert, qrdelete, qrshift.

  if (nargin != 4 || ! (isnumeric (Q) && isnumeric (R) && isnumeric (u) && isnumeric (v)))
    print_usage ();
  end
  [m, k] = size (Q);
  n = columns (R);
  if (rows (R) != k || ! (k == m || k == n && n <= m))
    error ('qrupdate: Q and R dimensions don''t match');
  end
  if (rows (u) != m || rows (v) != n || columns (u) != columns (v))
    error ('qrupdate: dimensions mismatch');
  end
  Q1 = full (Q);
  R1 = full (R);
  if (isa (Q1, 'single') || isa (R1, 'single') || isa (u, 'single') || isa (v, 'single'))
    Q1 = single (Q1);
    R1 = single (R1);
  end
  for t = 1:columns (u)
    [Q1, R1] = rank1 (Q1, R1, full (u(:, t)), full (v(:, t)));
  end
end

function [Q, R] = rank1 (Q, R, u, v)
  [m, k] = size (Q);
  n = columns (R);
  if (k == 0 || n == 0)
    return;
  end
  economy = k < m;
  ru = norm (u);
  % w = Q'*u, by modified Gram-Schmidt in the economy form (u keeps the
  % part outside the range of Q).
  w = zeros (k, 1, class (Q));
  for i = 1:k
    w(i) = Q(:, i)' * u;
    if (economy)
      u = u - w(i) * Q(:, i);
    end
  end
  % Fold w into w(1) bottom up; R turns upper Hessenberg.
  [wr, Cw, Sw] = fold_spike ([w, [R; zeros(0, n)]], 1);
  R = wr(:, 2:end);
  Q = rotate_columns (Q, k - 1:-1:1, Cw, Sw);
  R(1, :) = R(1, :) + wr(1, 1) * v';
  [R, C, S] = triangularize_hessenberg (R);
  Q = rotate_columns (Q, 1:min (k, n + 1) - 1, C, S);
  if (economy)
    ruu = norm (u);
    if (ruu > ru * eps (class (Q)))
      % [Q, u/ruu] * [R; ruu*v'] = Q*R + u*v': rotate the extra row away.
      e = ruu * v';
      u = u / ruu;
      C1 = zeros (1, n);
      S1 = zeros (1, n, class (R));
      for i = 1:n
        for j = 1:i - 1
          t = C1(j) * R(j, i) + S1(j) * e(i);
          e(i) = C1(j) * e(i) - conj (S1(j)) * R(j, i);
          R(j, i) = t;
        end
        [c, s, r] = plane_rotation (R(i, i), e(i));
        C1(i) = c;
        S1(i) = s;
        R(i, i) = r;
      end
      for i = 1:n
        x = Q(:, i);
        Q(:, i) = C1(i) * x + conj (S1(i)) * u;
        u = C1(i) * u - S1(i) * x;
      end
    end
  end
end
