function s = strtrunc (s, n)
% STRTRUNC  Truncate strings to at most N characters.
%   strtrunc (S, N) keeps the first N columns of the character array S, or
%   of each string of the cell array S.
  if (nargin ~= 2)
    print_usage ();
  end
  n = fix (n);
  if (~ isscalar (n) || n < 0)
    error ('strtrunc: length N must be a positive integer (N >= 0)');
  end
  if (ischar (s))
    if (n < columns (s))
      s = s(:, 1:n);
    end
  elseif (iscellstr (s))
    for k = 1:numel (s)
      if (columns (s{k}) > n)
        s{k} = s{k}(:, 1:n);
      end
    end
  else
    error ('strtrunc: S must be a character string or a cell array of strings');
  end
end
