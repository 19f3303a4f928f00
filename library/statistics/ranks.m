function y = ranks (x, dim, rtype)
% RANKS  Ranks of the entries of X along a dimension.
%   ranks (X) ranks each column (first non-singleton dimension) of X from
%   1 (smallest); ranks (X, DIM) along dimension DIM.  RTYPE says how ties
%   are ranked:
%     0 or "fractional"  the mean of the tied positions (default)
%     1 or "competition" the lowest tied position ("1224")
%     2 or "modified"    the highest tied position ("1334")
%     3 or "ordinal"     distinct positions in order of appearance ("1234")
%     4 or "dense"       consecutive ranks of the distinct values ("1223")
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isnumeric (x) || islogical (x)))
    error ('ranks: X must be a numeric vector or matrix');
  end
  if (nargin < 3)
    rtype = 0;
  end
  sz = size (x);
  if (nargin < 2 || isempty (dim))
    dim = find (sz > 1, 1);
    if (isempty (dim))
      dim = 1;
    end
  elseif (~ (isscalar (dim) && dim == fix (dim) && dim > 0))
    error ('ranks: DIM must be an integer and a valid dimension');
  end
  if (ischar (rtype))
    kinds = {'fractional', 'competition', 'modified', 'ordinal', 'dense'};
    k = find (strcmp (rtype, kinds)) - 1;
  elseif (isnumeric (rtype) && isscalar (rtype))
    k = rtype;
    if (~ any (k == 0:4))
      k = [];
    end
  else
    k = [];
  end
  if (isempty (k))
    if (~ ischar (rtype))
      rtype = num2str (rtype);
    end
    error ('ranks: unknown RTYPE ''%s''', rtype);
  end
  if (dim > numel (sz) || sz(dim) == 1)
    y = ones (sz);
    return;
  end
  perm = [dim, 1:dim-1, dim+1:numel(sz)];
  xp = permute (x, perm);
  n = size (xp, 1);
  xp = reshape (xp, n, []);
  y = zeros (size (xp));
  for c = 1:columns (xp)
    [s, order] = sort (xp(:, c));
    first = [true; s(2:end) ~= s(1:end-1)];
    group = cumsum (first);
    starts = find (first);
    stops = [starts(2:end) - 1; n];
    switch (k)
      case 0
        r = (starts(group) + stops(group)) / 2;
      case 1
        r = starts(group);
      case 2
        r = stops(group);
      case 3
        r = (1:n)';
      case 4
        r = group;
    end
    y(order, c) = r;
  end
  inv(perm) = 1:numel (perm);
  y = permute (reshape (y, size (permute (x, perm))), inv);
end
