function [beta, v, r] = gls (y, x, o)
% -- [BETA, V, R] = gls (Y, X, O)
%     Generalized least squares for the multivariate model Y = X*B + E
%     with cov (vec (E)) = s^2 * O: Y is t by p, X is t by k and O is
%     t*p by t*p.  The model is whitened by O^(-1/2); BETA estimates B,
%     V estimates s^2 and R = Y - X*BETA are the residuals.
%
%     See also: ols, lscov.

  if (nargin != 3)
    print_usage ();
  end
  if (! (isnumeric (x) && isnumeric (y) && isnumeric (o)))
    error ('gls: X, Y, and O must be numeric matrices or vectors');
  end
  if (ndims (x) != 2 || ndims (y) != 2 || ndims (o) != 2)
    error ('gls: X, Y and O must be 2-D matrices or vectors');
  end
  [t, k] = size (x);
  p = columns (y);
  if (t != rows (y))
    error ('gls: number of rows of X and Y must be equal');
  end
  if (! issquare (o) || rows (o) != t * p)
    error ('gls: matrix O must be square matrix with rows = rows (Y) * cols (Y)');
  end
  x = double (x);
  y = double (y);
  o = double (o);
  w = o ^ (-1/2);
  z = w * kron (eye (p), x);
  yw = w * y(:);
  zz = z' * z;
  rk = rank (zz);
  if (rk == k * p)
    b = zz \ (z' * yw);
  else
    b = pinv (z) * yw;
  end
  beta = reshape (b, k, p);
  if (nargout > 1)
    r = y - x * beta;
    e = w * r(:);
    v = (e' * e) / (t * p - rk);
  end
end
