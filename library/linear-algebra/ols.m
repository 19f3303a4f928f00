function [beta, sigma, r] = ols (y, x)
% -- [BETA, SIGMA, R] = ols (Y, X)
%     Ordinary least squares for the multivariate model Y = X*B + E: Y is
%     t by p, X is t by k.  BETA estimates B (from the normal equations
%     through a Cholesky factor, or pinv (X) * Y when X'*X is singular),
%     SIGMA = R'*R / (t - rank (X)) estimates the covariance of E, and R
%     = Y - X*BETA are the residuals.
%
%     See also: gls, lscov, pinv.

  if (nargin != 2)
    print_usage ();
  end
  if (! (isnumeric (x) && isnumeric (y)))
    error ('ols: X and Y must be numeric matrices or vectors');
  end
  if (ndims (x) != 2 || ndims (y) != 2)
    error ('ols: X and Y must be 2-D matrices or vectors');
  end
  if (rows (x) != rows (y))
    error ('ols: number of rows of X and Y must be equal');
  end
  if (isinteger (x))
    x = double (x);
  end
  if (isinteger (y))
    y = double (y);
  end
  xtx = x' * x;
  [U, singular] = chol (xtx);
  if (singular)
    beta = pinv (x) * y;
  else
    beta = U \ (U' \ (x' * y));
  end
  if (nargout > 1)
    r = y - x * beta;
    if (singular)
      k = rank (xtx);
    else
      k = columns (xtx);
    end
    sigma = r' * r / (rows (x) - k);
  end
end
