function [Q1, R1] = qrinsert (Q, R, j, x, orient, varargin)
% -- [Q1, R1] = qrinsert (Q, R, J, X, ORIENT)
%     Given the QR factorization A = Q*R (Q unitary, R upper trapezoidal),
%     return the QR factorization of [A(:,1:J-1), X, A(:,J:n)] (ORIENT
%     "col", the default; Q*R full or economy size) or of [A(1:J-1,:); X;
%     A(J:m,:)] (ORIENT "row"; full size only).
%
%     A new column enters R as Q'*X (in the economy form, the part of X
%     outside Q's range extends the basis); its spike below the diagonal
%     is folded away by plane rotations.  A new row enters as R's first
%     row, and the Hessenberg R is retriangularized (Golub and Van Loan,
%     "Matrix Computations", 4th ed., section 6.5).  Rotations and their
%     order are qrupdate's (Hajek, 2008), so that the signs agree with
%     Octave's.  (Like Octave 7.3, one column or row at a time.)
%
%     See also: qr, qrupdate, qrdelete, qrshift.

  if (nargin < 4 || nargin > 5 || ! (isnumeric (Q) && isnumeric (R) && isnumeric (x)) ...
      || (nargin == 5 && ! ischar (orient)))
    print_usage ();
  end
  if (nargin < 5)
    orient = 'col';
  end
  col = strcmp (orient, 'col');
  if (! (col || strcmp (orient, 'row')))
    error ('qrinsert: ORIENT must be "col" or "row"');
  end
  [m, k] = size (Q);
  n = columns (R);
  if (rows (R) != k || ! (k == m || col && k == n && n < m) || ! col && rows (x) != 1)
    error ('qrinsert: dimension mismatch');
  end
  j = fix (j);
  Q1 = full (Q);
  R1 = full (R);
  x = full (x);
  if (isa (Q1, 'single') || isa (R1, 'single') || isa (x, 'single'))
    Q1 = single (Q1);
    R1 = single (R1);
    x = single (x);
  end
  if (col)
    if (any (j < 1 | j > n + 1))
      error ('qrinsert: index out of range');
    end
    if (numel (j) != 1 || ! isequal (size (x), [m, 1]))
      error ('qrinsert: dimensions mismatch');
    end
    [Q1, R1] = insert_column (Q1, R1, j, x);
  else
    if (any (j < 1 | j > m + 1))
      error ('qrinsert: index out of range');
    end
    if (! isequal (size (x), [1, n]))
      error ('qrinsert: dimensions mismatch');
    end
    % Q1 = [e_j, Q with a zero row at j]; R1 = [x; R] is upper Hessenberg.
    Q1 = [zeros(m + 1, 1, class (Q1)), [Q1(1:j-1, :); zeros(1, m); Q1(j:m, :)]];
    Q1(j, 1) = 1;
    [R1, C, S] = triangularize_hessenberg ([x; R1]);
    Q1 = rotate_columns (Q1, 1:numel (C), C, S);
  end
end

function [Q, R] = insert_column (Q, R, j, x)
  [m, k] = size (Q);
  n = columns (R);
  if (k == m)
    r = Q' * x;
    last = k;
  else
    % Modified Gram-Schmidt: x keeps the part outside the range of Q.
    r = zeros (k + 1, 1, class (Q));
    for i = 1:k
      r(i) = Q(:, i)' * x;
      x = x - r(i) * Q(:, i);
    end
    r(k + 1) = norm (x);
    if (r(k + 1) == 0)
      x = orthogonal_unit (Q);
    else
      x = x / r(k + 1);
    end
    Q = [Q, x];
    R = [R; zeros(1, n)];
    last = k + 1;
  end
  R = [R(:, 1:j-1), r, R(:, j:n)];
  if (j <= k)
    [R, C, S] = fold_spike (R, j, last);
    Q = rotate_columns (Q, last - 1:-1:j, C, S);
  end
end

function u = orthogonal_unit (Q)
  % The first unit vector e_i whose part outside the range of Q is not 0,
  % that part normalized.
  [m, k] = size (Q);
  for i = 1:m
    u = zeros (m, 1, class (Q));
    u(i) = 1;
    for c = 1:k
      u = u - (Q(:, c)' * u) * Q(:, c);
    end
    if (norm (u) != 0)
      u = u / norm (u);
      return;
    end
  end
end
