function R1 = cholshift (R, i, j, varargin)
% -- R1 = cholshift (R, I, J)
%     Given the Cholesky factor R of A = R'*R (R upper triangular, A real
%     symmetric or complex Hermitian positive definite), return the
%     Cholesky factor of A(p,p), where p is the permutation
%     [1:I-1, shift(I:J, -1), J+1:n] if I < J (column I moves to J) or
%     [1:J-1, shift(J:I, +1), I+1:n] if J < I (column I moves to J).
%
%     The columns are permuted and the result retriangularized by plane
%     rotations (Golub and Van Loan, "Matrix Computations", 4th ed.,
%     section 6.5).
%
%     See also: chol, cholupdate, cholinsert, choldelete.

  if (nargin != 3 || ! isnumeric (R))
    print_usage ();
  end
  n = rows (R);
  if (columns (R) != n)
    error ('cholshift: R must be a square matrix');
  end
  i = fix (i);
  j = fix (j);
  if (i < 1 || i > n || j < 1 || j > n)
    error ('cholshift: index out of range');
  end
  R1 = full (R);
  if (isinteger (R1))
    R1 = double (R1);
  end
  if (i < j)
    R1 = R1(:, [1:i-1, i+1:j, i, j+1:n]);
    R1(i:n, i:n) = triangularize_hessenberg (R1(i:n, i:n));
  elseif (j < i)
    R1 = R1(:, [1:j-1, i, j:i-1, i+1:n]);
    R1 = fold_spike (R1, j);
  end
  R1 = double (R1);   % (as Octave's, whatever the class of R)
end
