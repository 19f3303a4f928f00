function n = index (s, t, direction)
% INDEX  Position of the first (or last) occurrence of a substring.
%   index (S, T) is the position of the first occurrence of T in the string
%   S, 0 if there is none.  index (S, T, "last") gives the last one.  For a
%   character matrix or cell array of strings S, one position per string.
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    direction = 'first';
  end
  if (ischar (s))
    if (~ isrow (s))
      s = cellstr (s);
    end
  elseif (~ iscellstr (s))
    error ('index: S must be a string, string array, or cellstr');
  end
  if (~ ischar (direction))
    error ('index: DIRECTION must be either "first" or "last"');
  end
  direction = lower (direction);
  if (~ any (strcmp (direction, {'first', 'last'})))
    error ('index: DIRECTION must be either "first" or "last"');
  end
  f = strfind (s, t);
  if (~ iscell (f))
    f = {f};
  end
  n = zeros (size (f));
  for k = 1:numel (f)
    if (~ isempty (f{k}))
      if (strcmp (direction, 'first'))
        n(k) = f{k}(1);
      else
        n(k) = f{k}(end);
      end
    end
  end
end
