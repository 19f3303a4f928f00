function cdf = discrete_cdf (x, v, p)
% DISCRETE_CDF  Cumulative distribution function of a discrete distribution.
%   discrete_cdf (X, V, P) is, at each element of X, the probability that a
%   variable taking the values V with the (unnormalized) probabilities P
%   is at most X.  NaN in X gives NaN.
  if (nargin ~= 3)
    print_usage ();
  end
  if (~ isvector (v))
    error ('discrete_cdf: V must be a vector');
  elseif (any (isnan (v)))
    error ('discrete_cdf: V must not have any NaN elements');
  elseif (~ isvector (p) || numel (p) ~= numel (v))
    error ('discrete_cdf: P must be a vector with length (V) elements');
  elseif (~ (all (p >= 0) && any (p)))
    error ('discrete_cdf: P must be a nonzero, non-negative vector');
  end
  cls = 'double';
  if (isa (x, 'single') || isa (v, 'single') || isa (p, 'single'))
    cls = 'single';
  end
  p = p(:) / sum (p);
  [vs, order] = sort (v(:));
  cum = [0; cumsum(p(order))];
  cdf = NaN (size (x), cls);
  for k = find (~ isnan (x(:)))'
    cdf(k) = cum(sum (vs <= x(k)) + 1);
  end
end
