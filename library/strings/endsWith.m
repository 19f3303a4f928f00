function tf = endsWith (str, pattern, opt, ignore_case)
% ENDSWITH  Whether strings end with a pattern.
%   endsWith (STR, PATTERN) is true for each string of STR (a string or
%   cell array of strings) that ends with PATTERN or with any string of
%   the cell array PATTERN.  endsWith (STR, PATTERN, "IgnoreCase", TF)
%   ignores case when TF is true.
  if (nargin ~= 2 && nargin ~= 4)
    print_usage ();
  end
  if (~ (iscellstr (str) || ischar (str)))
    error ('endsWith: STR must be a string or cell array of strings');
  end
  if (~ (iscellstr (pattern) || ischar (pattern)))
    error ('endsWith: PATTERN must be a string or cell array of strings');
  end
  fold = false;
  if (nargin == 4)
    if (~ ischar (opt) || isempty (opt) || ~ strncmpi (opt, 'IgnoreCase', numel (opt)))
      error ('endsWith: third input must be "IgnoreCase"');
    end
    if (~ isscalar (ignore_case) || ~ isreal (ignore_case))
      error ('endsWith: "IgnoreCase" value must be a logical scalar');
    end
    fold = logical (ignore_case);
  end
  str = cellstr (str);
  pattern = cellstr (pattern);
  tf = false (size (str));
  % Compare the reversed strings' starts.
  for k = 1:numel (str)
    s = fliplr (str{k});
    for j = 1:numel (pattern)
      p = fliplr (pattern{j});
      if (fold)
        hit = strncmpi (s, p, numel (p));
      else
        hit = strncmp (s, p, numel (p));
      end
      if (hit)
        tf(k) = true;
        break;
      end
    end
  end
end
