function [x, stdx, mse, S] = lscov (A, b, V, alg)
% -- X = lscov (A, B)
% -- X = lscov (A, B, V)
% -- X = lscov (A, B, V, ALG)
% -- [X, STDX, MSE, S] = lscov (...)
%     Generalized linear least squares for B = A*X + W, W normal with
%     covariance sigma^2 * V (Golub and Van Loan, "Matrix Computations",
%     3rd ed., sec. 5.6.3).  V is an n-vector of weights (inverse
%     variances) or an n by n positive semi-definite covariance; without
%     it the fit is ordinary least squares.  STDX are the standard errors
%     of X, MSE (one per column of B) the estimated sigma^2, and S the
%     covariance of X (p by p by k for k columns of B).  ALG is ignored.
%
%     See also: ols, gls, pinv.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    V = [];
  end
  if (rows (A) != rows (b))
    error ('lscov: A and B must have the same number of rows');
  end
  if (nargin == 4)
    warning ('lscov: algorithm selection input ALG is not yet implemented, using default');
  end
  [n, p] = size (A);
  k = columns (b);
  if (! isempty (V))
    if (isvector (V))
      if (numel (V) != n)
        error ('lscov: vector V must have n (number of row in A) elements ');
      end
      w = sqrt (V(:));
      A = w .* A;
      b = w .* b;
    else
      if (! isequal (size (V), [n, n]))
        error ('lscov: matrix V must be square with the same number of rows as A');
      end
      [L, notpd] = chol (V, 'lower');
      if (notpd)
        % semi-definite: a factor from the eigenvectors of positive eigenvalues
        [Q, D] = eig (V);
        d = diag (D);
        keep = d > 0;
        L = Q(:, keep) * diag (sqrt (d(keep)));
      end
      A = L \ A;
      b = L \ b;
    end
  end
  Ap = pinv (A);
  x = Ap * b;
  if (nargout > 1)
    mse = sumsq (b - A * x) / (n - p);
    s = Ap * Ap';
    stdx = sqrt (diag (s) * mse);
    if (nargout > 3)
      if (k == 1)
        S = mse * s;
      else
        S = NaN (p, p, k);
        for i = 1:k
          S(:, :, i) = mse(i) * s;
        end
      end
    end
  end
end
