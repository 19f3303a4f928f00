function [R1, info] = cholinsert (R, j, u, varargin)
% -- R1 = cholinsert (R, J, U)
% -- [R1, INFO] = cholinsert (R, J, U)
%     Given the Cholesky factor R of A = R'*R (R upper triangular, A real
%     symmetric or complex Hermitian positive definite), return the
%     Cholesky factor of A1, where A1(p,p) = A, A1(:,J) = A1(J,:)' = U
%     and p = [1:J-1, J+1:n+1].  U(J) should be positive.
%
%     The new column is R' \ U (less U(J)) over sqrt (U(J) - its squared
%     norm); moved into place J, its spike is folded away by plane
%     rotations (Golub and Van Loan, "Matrix Computations", 4th ed.,
%     section 6.5).
%
%     INFO is 0 on success, 1 if A1 is not positive definite and 2 if R
%     is singular (R1 is then R bordered by zeros).  Without INFO those
%     cases are errors.
%
%     See also: chol, cholupdate, choldelete, cholshift.

  if (nargin != 3 || ! isnumeric (R))
    print_usage ();
  end
  n = rows (R);
  if (columns (R) != n || ! isvector (u) && ! isempty (u) || numel (u) != n + 1)
    error ('cholinsert: dimension mismatch between R and U');
  end
  j = fix (j);
  if (j < 1 || j > n + 1)
    error ('cholinsert: index J out of range');
  end
  R = full (R);
  if (isinteger (R))
    R = double (R);
  end
  u = full (u(:));
  R1 = [R, zeros(n, 1); zeros(1, n + 1)] + 0 * u(1);
  info = 0;
  if (any (diag (R) == 0))
    info = 2;
  else
    w = R' \ reshape (u([1:j-1, j+1:n+1]), n, 1);
    rho = u(j) - norm (w)^2;
    if (! (rho > 0))
      info = 1;
    else
      R1 = [R1(:, 1:j-1), [w; sqrt(rho)], R1(:, j:n)];
      R1 = fold_spike (R1, j);
    end
  end
  if (info != 0 && nargout < 2)
    if (info == 1)
      error ('cholinsert: insertion violates positiveness');
    end
    error ('cholinsert: singular matrix');
  end
end
