function [Q1, R1] = qrshift (Q, R, i, j, varargin)
% -- [Q1, R1] = qrshift (Q, R, I, J)
%     Given the QR factorization A = Q*R (Q unitary, R upper trapezoidal,
%     full or economy size), return the QR factorization of A(:,p), where
%     p = [1:I-1, shift(I:J, -1), J+1:n] if I < J (column I moves to J)
%     or p = [1:J-1, shift(J:I, +1), I+1:n] if J < I (column I moves to
%     J).  The permuted R is retriangularized by plane rotations (Golub
%     and Van Loan, "Matrix Computations", 4th ed., section 6.5), with
%     qrupdate's rotations and order (Hajek, 2008), so that the signs
%     agree with Octave's.
%
%     See also: qr, qrupdate, qrinsert, qrdelete.

  if (nargin != 4 || ! (isnumeric (Q) && isnumeric (R)))
    print_usage ();
  end
  [m, k] = size (Q);
  n = columns (R);
  if (rows (R) != k || ! (k == m || k == n && n <= m))
    error ('qrshift: dimensions mismatch');
  end
  if (! (isscalar (i) && isscalar (j)))
    error ('qrshift: invalid index I or J');
  end
  i = fix (i);
  j = fix (j);
  if (i < 1 || i > n || j < 1 || j > n)
    error ('qrshift: index out of range');
  end
  Q1 = full (Q);
  R1 = full (R);
  if (isa (Q1, 'single') || isa (R1, 'single'))
    Q1 = single (Q1);
    R1 = single (R1);
  end
  if (n == 1)
    return;
  end
  if (i < j)
    R1 = R1(:, [1:i-1, i+1:j, i, j+1:n]);
    if (i < k)
      last = min (k, j);
      [R1(i:last, i:n), C, S] = triangularize_hessenberg (R1(i:last, i:n));
      Q1(:, i:last) = rotate_columns (Q1(:, i:last), 1:numel (C), C, S);
    end
  elseif (j < i)
    R1 = R1(:, [1:j-1, i, j:i-1, i+1:n]);
    if (j < k)
      last = min (k, i);
      [R1, C, S] = fold_spike (R1, j, last);
      Q1 = rotate_columns (Q1, last - 1:-1:j, C, S);
    end
  end
end
