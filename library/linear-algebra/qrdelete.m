function [Q1, R1] = qrdelete (Q, R, j, orient, varargin)
% -- [Q1, R1] = qrdelete (Q, R, J, ORIENT)
%     Given the QR factorization A = Q*R (Q unitary, R upper trapezoidal),
%     return the QR factorization of A without column J (ORIENT "col",
%     the default; Q*R full or economy size) or without row J (ORIENT
%     "row"; full size only).  With ORIENT "col", J may list several
%     columns, deleted one after the other (each index counts in the
%     matrix left by the deletions before it, as in Octave 7.3).
%
%     Deleting a column leaves R upper Hessenberg from column J on; it is
%     retriangularized by plane rotations.  Deleting row J folds row J of
%     Q into its first entry by rotations, which are applied to R too
%     (Golub and Van Loan, "Matrix Computations", 4th ed., section 6.5).
%     Rotations and their order are qrupdate's (Hajek, 2008), so that the
%     signs agree with Octave's.
%
%     See also: qr, qrupdate, qrinsert, qrshift.

  if (nargin < 3 || nargin > 4 || ! (isnumeric (Q) && isnumeric (R)) ...
      || (nargin == 4 && ! ischar (orient)))
    print_usage ();
  end
  if (nargin < 4)
    orient = 'col';
  end
  col = strcmp (orient, 'col');
  if (! (col || strcmp (orient, 'row')))
    error ('qrdelete: ORIENT must be "col" or "row"');
  end
  [m, k] = size (Q);
  n = columns (R);
  if (rows (R) != k || ! (k == m || col && k == n && n < m))
    error ('qrdelete: dimension mismatch');
  end
  j = fix (j);
  Q1 = full (Q);
  R1 = full (R);
  if (isa (Q1, 'single') || isa (R1, 'single'))
    Q1 = single (Q1);
    R1 = single (R1);
  end
  if (col)
    if (isempty (j) || j(1) < 1 || j(1) > n)
      error ('qrinsert: index out of range');   % (sic, as Octave 7.3 says)
    end
    for t = 1:numel (j)
      if (j(t) < 1 || j(t) > columns (R1))
        error ('qrinsert: index out of range');
      end
      [Q1, R1] = delete_column (Q1, R1, j(t));
    end
  else
    if (j(1) < 1 || j(1) > m)
      error ('qrdelete: index out of range');
    end
    j = j(1);
    if (m == 1)
      return;
    end
    % Fold row j of Q into its first entry, bottom up; R turns upper
    % Hessenberg with the row to drop on top.
    [w, C, S] = fold_spike (Q1(j, :).', 1);
    Q1 = rotate_columns (Q1, m - 1:-1:1, C, S);
    Q1 = Q1([1:j-1, j+1:m], 2:m);
    R1 = apply_rows (R1, C, S);
    R1 = R1(2:m, :);
  end
end

function [Q, R] = delete_column (Q, R, j)
  [m, k] = size (Q);
  n = columns (R);
  R(:, j) = [];
  if (j < k)
    [R(j:k, j:n-1), C, S] = triangularize_hessenberg (R(j:k, j:n-1));
    Q(:, j:end) = rotate_columns (Q(:, j:end), 1:min (k, n) - j, C, S);
  end
  if (k < m)
    Q = Q(:, 1:k-1);
    R = R(1:k-1, :);
  end
end

function R = apply_rows (R, C, S)
  % The rotations k = numel (C) down to 1 on rows k, k+1 of R, each to
  % the columns that can be nonzero in those rows (k on).
  for k = numel (C):-1:1
    cols = k:columns (R);
    x = R(k, cols);
    y = R(k + 1, cols);
    R(k, cols) = C(k) * x + S(k) * y;
    R(k + 1, cols) = C(k) * y - conj (S(k)) * x;
  end
end
