function p = powerset (a, byrows_arg)
% POWERSET  All subsets of a set.
%   powerset (A) is a cell array of the 2^N subsets of the N distinct
%   elements of A (a numeric array or a cell array of strings), the k-th
%   holding the elements selected by the bits of k-1 (element 1 in the
%   lowest bit).  A row A gives a row of row vectors, anything else a
%   column of column vectors.  powerset (A, "rows") takes the rows of A as
%   the elements.
  if (nargin < 1)
    print_usage ();
  end
  byrows = false;
  if (nargin == 2)
    if (~ strcmpi (byrows_arg, 'rows'))
      error ('powerset: optional second argument must be "rows"');
    elseif (iscell (a))
      error ('powerset: "rows" not valid for cell arrays');
    end
    byrows = true;
  end
  if (iscell (a) && ~ iscellstr (a))
    error ('powerset: cell arrays can only be used for character strings');
  end
  if (byrows)
    a = unique (a, 'rows');
    n = rows (a);
  else
    a = unique (a);
    n = numel (a);
  end
  if (n == 0)
    p = {};
    return;
  end
  if (n > 32)
    error ('powerset: not implemented for more than 32 elements');
  end
  m = 2^n;
  if (byrows || ~ isrow (a))
    p = cell (m, 1);
  else
    p = cell (1, m);
  end
  for k = 0:m-1
    pick = logical (bitget (k, 1:n));
    if (byrows)
      p{k+1} = a(pick, :);
    elseif (isrow (a))
      p{k+1} = a(pick);
    else
      p{k+1} = reshape (a(pick), [], 1);
    end
  end
end
