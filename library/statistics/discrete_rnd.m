function r = discrete_rnd (v, p, varargin)
% DISCRETE_RND  Random values of a discrete distribution.
%   discrete_rnd (V, P) is an array of the size of V of values drawn from
%   V with the (unnormalized) probabilities P.  discrete_rnd (V, P, N),
%   discrete_rnd (V, P, M, N, ...) and discrete_rnd (V, P, [M N ...]) give
%   other sizes.  One uniform rand draw per value.
  if (nargin < 2)
    print_usage ();
  end
  if (~ isvector (v))
    error ('discrete_rnd: V must be a vector');
  elseif (~ isvector (p) || numel (p) ~= numel (v))
    error ('discrete_rnd: P must be a vector with length (V) elements');
  elseif (any (isnan (p)))
    error ('discrete_rnd: P must not have any NaN elements');
  elseif (~ (all (p >= 0) && any (p)))
    error ('discrete_rnd: P must be a nonzero, non-negative vector');
  end
  if (nargin == 2)
    sz = size (v);
  elseif (nargin == 3)
    d = varargin{1};
    if (isscalar (d) && d >= 0)
      sz = [d, d];
    elseif (isrow (d) && all (d >= 0))
      sz = d;
    else
      error ('discrete_rnd: dimension vector must be row vector of non-negative integers');
    end
  else
    for k = 1:numel (varargin)
      if (~ isscalar (varargin{k}) || varargin{k} < 0)
        error ('discrete_rnd: dimensions must be non-negative integers');
      end
    end
    sz = [varargin{:}];
  end
  cum = cumsum (p(1:end-1)) / sum (p);
  u = rand (sz);
  idx = ones (sz);
  for k = 1:numel (cum)
    idx = idx + (u >= cum(k));
  end
  r = reshape (v(idx), sz);
end
