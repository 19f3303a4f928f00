function tf = isdefinite (A, tol)
% -- TF = isdefinite (A)
% -- TF = isdefinite (A, TOL)
%     True if A is Hermitian positive definite within TOL: A is Hermitian
%     to TOL (see ishermitian) and A - TOL*I has a Cholesky factor.  The
%     default TOL is 100 * eps * norm (A, "fro").  Use
%     isdefinite (-A) for negative definiteness.
%
%     See also: ishermitian, chol.

  if (nargin < 1)
    print_usage ();
  end
  tf = false;
  if (! isnumeric (A))
    return;
  end
  if (! isfloat (A))
    A = double (A);
  end
  if (nargin < 2)
    tol = 100 * eps (class (A)) * norm (A, 'fro');
  elseif (! (isnumeric (tol) && isscalar (tol) && tol >= 0))
    error ('isdefinite: TOL must be a scalar >= 0');
  end
  if (! ishermitian (A, tol))
    return;
  end
  [~, p] = chol (A - tol * eye (rows (A)));
  tf = p == 0;
end
