function [k, e] = ellipke (m, tol)
% ELLIPKE  Complete elliptic integrals of the first and second kinds.
%   [K, E] = ellipke (M) for the parameter M <= 1:
%   K = integral from 0 to pi/2 of 1 / sqrt (1 - M sin (t)^2),
%   E = integral from 0 to pi/2 of sqrt (1 - M sin (t)^2).
%   ellipke (M, TOL) stops the iteration at relative size TOL (default
%   eps of M's class).  Method: the arithmetic-geometric mean (Abramowitz
%   and Stegun 17.6); negative M is first mapped to -M / (1 - M)
%   (A&S 17.4.17).  K (1) = Inf, E (1) = 1; K (-Inf) = 0, E (-Inf) = Inf.
  if (nargin < 1)
    print_usage ();
  end
  if (~ isreal (m))
    error ('ellipke: M must be real');
  elseif (any (m(:) > 1))
    error ('ellipke: M must be <= 1');
  end
  if (nargin < 2 || isempty (tol))
    tol = eps (class (m));
  elseif (~ (isreal (tol) && isscalar (tol) && tol > 0))
    error ('ellipke: TOL must be a real scalar > 0');
  end
  k = zeros (size (m));
  e = zeros (size (m));
  one = (m == 1);
  k(one) = Inf;
  e(one) = 1;
  minf = (m == -Inf);
  k(minf) = 0;
  e(minf) = Inf;
  todo = ~ one & ~ minf;
  if (~ any (todo(:)))
    return;
  end
  neg = find (m < 0 & ~ minf);
  scale_k = 1 ./ sqrt (1 - m(neg));
  scale_e = sqrt (1 - m(neg));
  m(neg) = -m(neg) ./ (1 - m(neg));
  % AGM: a0 = 1, b0 = sqrt (1 - m), c0 = sqrt (m); E/K = 1 - sum 2^(n-1) c_n^2
  b = sqrt (1 - m(todo));
  a = ones (size (b));
  c = sqrt (m(todo));
  w = 0.5;
  s = w * c .^ 2;
  maxit = 16;
  it = 2;
  while (true)
    an = (a + b) / 2;
    c = (a - b) / 2;
    b = sqrt (a .* b);
    a = an;
    w = 2 * w;
    s = s + w * c .^ 2;
    it = it + 1;
    if (all (c ./ a < tol) || it > maxit)
      break;
    end
  end
  if (it >= maxit)
    error ('ellipke: algorithm did not converge in %d iterations', maxit);
  end
  k(todo) = 0.5 * pi ./ a;
  e(todo) = 0.5 * pi * (1 - s) ./ a;
  k(neg) = scale_k .* k(neg);
  e(neg) = scale_e .* e(neg);
end
