function c = run_count (x, n, dim)
% RUN_COUNT  Count the runs of each length.
%   run_count (X, N) counts, along the first non-singleton dimension, the
%   runs (maximal non-decreasing stretches) of X of length 1, 2, ...,
%   N-1, and of length N or more, giving N counts.
%   run_count (X, N, DIM) works along dimension DIM.
  if (nargin < 2)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('run_count: X must be a numeric vector or matrix');
  end
  if (~ (isscalar (n) && n == fix (n) && n > 0))
    error ('run_count: N must be a positive integer');
  end
  sz = size (x);
  if (nargin < 3)
    dim = find (sz > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim)) || ~ (dim >= 1 && dim <= numel (sz)))
    error ('run_count: DIM must be an integer and a valid dimension');
  end
  perm = [dim, 1:dim-1, dim+1:numel(sz)];
  xp = permute (x, perm);
  psz = size (xp);
  xp = reshape (xp, psz(1), []);
  c = zeros (n, columns (xp));
  for j = 1:columns (xp)
    breaks = find (diff ([Inf; double(xp(:, j)); -Inf]) < 0);
    len = diff (breaks);
    for k = 1:n-1
      c(k, j) = sum (len == k);
    end
    c(n, j) = sum (len >= n);
  end
  psz(1) = n;
  inv(perm) = 1:numel (perm);
  c = permute (reshape (c, psz), inv);
end
