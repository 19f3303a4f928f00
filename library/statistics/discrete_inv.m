function q = discrete_inv (x, v, p)
% DISCRETE_INV  Quantile function of a discrete distribution.
%   discrete_inv (X, V, P) is, at each probability X, the smallest value of
%   V whose cumulative probability reaches X, for a variable taking the
%   values V with the (unnormalized) probabilities P.  X outside [0, 1]
%   or NaN gives NaN.
  if (nargin ~= 3)
    print_usage ();
  end
  if (~ isvector (v))
    error ('discrete_inv: V must be a vector');
  elseif (~ isvector (p) || numel (p) ~= numel (v))
    error ('discrete_inv: P must be a vector with length (V) elements');
  elseif (any (isnan (p)))
    error ('discrete_rnd: P must not have any NaN elements');
  elseif (~ (all (p >= 0) && any (p)))
    error ('discrete_inv: P must be a nonzero, non-negative vector');
  end
  cls = 'double';
  if (isa (x, 'single') || isa (v, 'single') || isa (p, 'single'))
    cls = 'single';
  end
  p = double (p);
  [vs, order] = sort (v(:));
  cum = cumsum (p(order)) / sum (p);
  q = NaN (size (x), cls);
  q(x == 0) = vs(1);
  q(x == 1) = vs(end);
  for k = find (x(:) > 0 & x(:) < 1)'
    q(k) = vs(sum (cum < x(k)) + 1);
  end
end
