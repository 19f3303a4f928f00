function pdf = discrete_pdf (x, v, p)
% DISCRETE_PDF  Probability mass function of a discrete distribution.
%   discrete_pdf (X, V, P) is, at each element of X, the probability of
%   the value X for a variable taking the values V with the
%   (unnormalized) probabilities P: 0 where X is none of V, NaN where X is
%   NaN.
  if (nargin ~= 3)
    print_usage ();
  end
  if (~ isvector (v))
    error ('discrete_pdf: V must be a vector');
  elseif (any (isnan (v)))
    error ('discrete_pdf: V must not have any NaN elements');
  elseif (~ isvector (p) || numel (p) ~= numel (v))
    error ('discrete_pdf: P must be a vector with length (V) elements');
  elseif (~ (all (p >= 0) && any (p)))
    error ('discrete_pdf: P must be a nonzero, non-negative vector');
  end
  cls = 'double';
  if (isa (x, 'single') || isa (v, 'single') || isa (p, 'single'))
    cls = 'single';
  end
  p = p(:) / sum (p);
  pdf = NaN (size (x), cls);
  for k = find (~ isnan (x(:)))'
    j = find (v(:) == x(k), 1, 'last');
    if (isempty (j))
      pdf(k) = 0;
    else
      pdf(k) = p(j);
    end
  end
end
