function [a, b] = arch_fit (y, x, p, iter, gamma, a0, b0)
% -- [A, B] = arch_fit (Y, X, P, ITER, GAMMA, A0, B0)
%
%     Fit the ARCH regression model
%
%          y(t) = b(1) * x(t,1) + ... + b(k) * x(t,k) + e(t),
%          h(t) = a(1) + a(2) * e(t-1)^2 + ... + a(p+1) * e(t-p)^2
%
%     (e(t) normal with variance h(t)) to the time series Y by Engle's
%     scoring algorithm.  X is the matrix of regressors (a row per
%     sample), or a positive integer K: then the rows are [1, y(t-1),
%     ..., y(t-K)], an ARCH(K, P) process.
%
%     ITER scoring steps (50) are taken, each scaled by GAMMA (0.1),
%     from A0 and B0 (by default B the least-squares fit and A its
%     residual variance followed by P zeros).
%
%     Each step moves B by (X~'X~) \ X~'e~ and then A by (Z~'Z~) \ Z~'f
%     with, for the residuals e and z(t) = [1, e(t-1)^2 ... e(t-p)^2],
%     z~(t) = z(t) / h(t), f(t) = e(t)^2 / h(t) - 1, x~(t) = x(t) r(t),
%     e~(t) = e(t) s(t) / r(t),
%     r(t)^2 = 1/h(t) + 2 sum_j a(j+1)^2 e(t)^2 / h(t+j)^2 and
%     s(t) = 1/h(t) - sum_j a(j+1) / h(t+j) (e(t+j)^2 / h(t+j) - 1).
%     (Octave 7.3 uses another r(t), so its estimates differ.)
%
%     Reference: R.F. Engle, "Autoregressive Conditional
%     Heteroscedasticity with Estimates of the Variance of United
%     Kingdom Inflation", Econometrica 50 (1982) 987-1007, section 6.
%
%     See also: arch_rnd, arch_test, autoreg_matrix, ols.

  if (nargin < 3 || nargin == 6)
    print_usage ();
  end
  if (! isvector (y))
    error ('arch_fit: Y must be a vector');
  end
  T = numel (y);
  y = y(:);
  if (isscalar (x))
    x = autoreg_matrix (y, x);
  elseif (rows (x) != T)
    error ('arch_fit: either rows (X) == length (Y), or X is a scalar');
  end
  if (nargin < 4)
    iter = 50;
  end
  if (nargin < 5)
    gamma = 0.1;
  end
  if (nargin == 7)
    a = a0(:);
    b = b0(:);
  else
    b = x \ y;
    e = y - x * b;
    a = [(e' * e) / (T - rank (x)); zeros(p, 1)];
  end
  for i = 1:iter
    b = b + gamma * regression_step (y, x, a, b, p);
    e = y - x * b;
    Z = autoreg_matrix (e .^ 2, p);
    h = Z * a;
    Zt = Z ./ h;
    a = a + gamma * ((Zt' * Zt) \ (Zt' * (e .^ 2 ./ h - 1)));
  end
end

function delta = regression_step (y, x, a, b, p)
  % Engle's scoring step for B, over the samples t = 1..T-p whose
  % variances h(t+1..t+p) are all known.
  T = numel (y);
  e = y - x * b;
  esq = e .^ 2;
  h = autoreg_matrix (esq, p) * a;
  n = T - p;
  r2 = 1 ./ h(1:n);
  s = 1 ./ h(1:n);
  for j = 1:p
    hj = h(1+j:n+j);
    r2 = r2 + 2 * a(j+1) ^ 2 * esq(1:n) ./ hj .^ 2;
    s = s - a(j+1) ./ hj .* (esq(1+j:n+j) ./ hj - 1);
  end
  r = sqrt (r2);
  xt = x(1:n, :) .* r;
  et = e(1:n) .* s ./ r;
  delta = (xt' * xt) \ (xt' * et);
end
