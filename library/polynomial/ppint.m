function ppi = ppint (pp, c)
% PPINT  Integral of a piecewise polynomial.
%   ppint (PP) is the piecewise polynomial of the integral of PP from its
%   first break, continuous across the breaks; ppint (PP, C) adds the
%   constant C (one per dimension of PP's values).
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isstruct (pp) && strcmp (pp.form, 'pp')))
    error ('ppint: PP must be a structure');
  end
  [x, P, n, k, d] = unmkpp (pp);
  nd = prod (d);
  C = reshape (P, nd, n, k) ./ reshape (k:-1:1, 1, 1, k);
  if (nargin < 2)
    c = zeros (nd, 1);
  end
  % constant term of piece i: the integral up to its left break
  h = diff (x);
  const = zeros (nd, n);
  const(:, 1) = c(:);
  for i = 2:n
    v = C(:, i-1, 1);
    for j = 2:k
      v = v * h(i-1) + C(:, i-1, j);
    end
    const(:, i) = const(:, i-1) + v * h(i-1);
  end
  C(:, :, k+1) = const;
  ppi = mkpp (x, reshape (C, nd * n, k + 1), d);
end
