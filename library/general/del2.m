function L = del2 (M, varargin)
% DEL2  Discrete Laplacian.
%   L = del2 (M) is the sum over the dimensions of M of the second
%   differences, each divided by 2, over the number of dimensions: in 2-D
%   L = (d2M/dx2 + d2M/dy2) / 4.  The spacing may be given: del2 (M, H)
%   for all dimensions, del2 (M, DX, DY, ...) per dimension as scalars or
%   coordinate vectors (DX along columns, DY along rows).  The second
%   difference at the edges is extrapolated linearly from the two nearest
%   interior ones; dimensions shorter than 3 contribute 0.
  if (nargin < 1)
    print_usage ();
  end
  sz = size (M);
  nd = numel (sz);
  h = cell (1, nd);   % the spacings along each dimension
  if (nargin == 1)
    for i = 1:nd
      h{i} = ones (sz(i), 1);
    end
  elseif (nargin == 2 && isscalar (varargin{1}))
    for i = 1:nd
      h{i} = varargin{1} * ones (sz(i), 1);
    end
  elseif (numel (varargin) <= nd)
    sp = varargin;
    sp(end+1:nd) = {1};
    sp([1, 2]) = sp([2, 1]);
    for i = 1:nd
      a = sp{i};
      if (isscalar (a))
        h{i} = a * ones (sz(i), 1);
      elseif (isvector (a))
        if (numel (a) ~= sz(i))
          error ('del2: number of elements in spacing vector %d does not match dimension %d of M', i, i);
        end
        h{i} = reshape (diff (a), [], 1);
      else
        error ('del2: spacing element %d must be a scalar or vector', i);
      end
    end
  else
    print_usage ();
  end
  L = zeros (sz);
  for i = find (sz >= 3)
    n = sz(i);
    perm = [i, 1:i-1, i+1:nd];
    P = reshape (permute (M, perm), n, []);
    hi = h{i};
    h1 = hi(1:n-2);
    h2 = hi(2:n-1);
    D = zeros (size (P));
    D(2:n-1, :) = ((P(1:n-2, :) - P(2:n-1, :)) ./ h1 + ...
                   (P(3:n, :) - P(2:n-1, :)) ./ h2) ./ (h1 + h2);
    if (n == 3)
      D(1, :) = D(2, :);
      D(3, :) = D(2, :);
    else
      D(1, :) = (hi(1) + hi(2)) / hi(2) * D(2, :) - hi(1) / hi(2) * D(3, :);
      D(n, :) = (hi(n-1) + hi(n-2)) / hi(n-2) * D(n-1, :) ...
                - hi(n-1) / hi(n-2) * D(n-2, :);
    end
    inv(perm) = 1:nd;
    L = L + permute (reshape (D, sz(perm)), inv);
  end
  L = L ./ nd;
end
