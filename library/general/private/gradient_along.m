function d = gradient_along (f, dim, x)
% GRADIENT_ALONG  Derivative of F along dimension DIM at the points X.
%   Central differences inside, one-sided at the two ends, as gradient
%   computes them; for N-D arrays, which matc's gradient does not take.
  sz = size (f);
  sz(end+1:dim) = 1;
  n = sz(dim);
  perm = [dim, 1:dim-1, dim+1:numel(sz)];
  g = reshape (permute (f, perm), n, []);
  x = x(:);
  d = zeros (size (g));
  if (n > 1)
    d(1, :) = (g(2, :) - g(1, :)) / (x(2) - x(1));
    d(n, :) = (g(n, :) - g(n-1, :)) / (x(n) - x(n-1));
  end
  if (n > 2)
    d(2:n-1, :) = (g(3:n, :) - g(1:n-2, :)) ./ (x(3:n) - x(1:n-2));
  end
  inv(perm) = 1:numel (sz);
  d = permute (reshape (d, sz(perm)), inv);
end
