function [pval, lm] = arch_test (y, x, p)
% -- [PVAL, LM] = arch_test (Y, X, P)
%     Lagrange multiplier test (Engle, "Autoregressive Conditional
%     Heteroscedasticity with Estimates of the Variance of United Kingdom
%     Inflation", Econometrica 50, 1982) of the null hypothesis of no
%     conditional heteroscedasticity in the linear regression Y = X*B + E
%     against the alternative of ARCH(P):
%
%          h(t) = v + a(1) * e(t-1)^2 + ... + a(p) * e(t-p)^2
%
%     with the null a(1) == ... == a(p) == 0.  A scalar integer X = K
%     tests an autoregression of order K, whose t-th row of X is
%     [1, y(t-1), ..., y(t-K)].
%
%     LM is half the explained sum of squares of the regression of
%     e.^2 / v - 1 on [1, e(t-1)^2, ..., e(t-p)^2] (v is the residual
%     variance of the OLS fit).  Under the null it is asymptotically
%     chi-square with P degrees of freedom, and PVAL = 1 - the chi-square
%     CDF at LM.
%
%     See also: arch_fit, arch_rnd, ols.

  if (nargin != 3)
    error ('arch_test: 3 input arguments required');
  end
  if (! isvector (y))
    error ('arch_test: Y must be a vector');
  end
  T = numel (y);
  y = y(:);
  if (isscalar (x))
    x = autoreg_matrix (y, x);
  elseif (rows (x) != T)
    error ('arch_test: either rows (X) == length (Y), or X is a scalar');
  end
  if (! (isscalar (p) && rem (p, 1) == 0 && p > 0))
    error ('arch_test: P must be a positive integer');
  end
  [~, v, e] = ols (y, x);
  Z = autoreg_matrix (e.^2, p);
  g = Z' * (e.^2 / v - 1);
  lm = g' * ((Z' * Z) \ g) / 2;
  pval = 1 - gammainc (lm / 2, p / 2);
end
