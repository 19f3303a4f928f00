function R1 = choldelete (R, j, varargin)
% -- R1 = choldelete (R, J)
%     Given the Cholesky factor R of A = R'*R (R upper triangular, A real
%     symmetric or complex Hermitian positive definite), return the
%     Cholesky factor of A(p,p), where p = [1:J-1, J+1:n].
%
%     Column J is removed and the Hessenberg part left behind is
%     retriangularized by plane rotations (Golub and Van Loan, "Matrix
%     Computations", 4th ed., section 6.5).
%
%     See also: chol, cholupdate, cholinsert, cholshift.

  if (nargin != 2 || ! isnumeric (R))
    print_usage ();
  end
  n = rows (R);
  if (columns (R) != n)
    error ('choldelete: R must be a square matrix');
  end
  j = fix (j);
  if (j < 1 || j > n)
    error ('choldelete: index out of range');
  end
  R = full (R);
  if (isinteger (R))
    R = double (R);
  end
  if (n == 1)
    R1 = zeros (0, 0, class (R));
    return;
  end
  R1 = R(:, [1:j-1, j+1:n]);
  R1(j:n, j:n-1) = triangularize_hessenberg (R1(j:n, j:n-1));
  R1 = R1(1:n-1, :);
end
