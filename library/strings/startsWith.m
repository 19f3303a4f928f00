function tf = startsWith (str, pattern, opt, ignore_case)
% STARTSWITH  Whether strings start with a pattern.
%   startsWith (STR, PATTERN) is true for each string of STR (a string or
%   cell array of strings) that starts with PATTERN or with any string of
%   the cell array PATTERN.  startsWith (STR, PATTERN, "IgnoreCase", TF)
%   ignores case when TF is true.
  if (nargin ~= 2 && nargin ~= 4)
    print_usage ();
  end
  if (~ (iscellstr (str) || ischar (str)))
    error ('startsWith: STR must be a string or cell array of strings');
  end
  if (~ (iscellstr (pattern) || ischar (pattern)))
    error ('startsWith: PATTERN must be a string or cell array of strings');
  end
  fold = false;
  if (nargin == 4)
    if (~ ischar (opt) || isempty (opt) || ~ strncmpi (opt, 'IgnoreCase', numel (opt)))
      error ('startsWith: third input must be "IgnoreCase"');
    end
    if (~ isscalar (ignore_case) || ~ isreal (ignore_case))
      error ('startsWith: "IgnoreCase" value must be a logical scalar');
    end
    fold = logical (ignore_case);
  end
  str = cellstr (str);
  pattern = cellstr (pattern);
  tf = false (size (str));
  for j = 1:numel (pattern)
    if (fold)
      tf = tf | strncmpi (str, pattern{j}, numel (pattern{j}));
    else
      tf = tf | strncmp (str, pattern{j}, numel (pattern{j}));
    end
  end
end
