function str = list_in_columns (arg, width, prefix)
% -- STR = list_in_columns (ARG, WIDTH, PREFIX)
%     The strings of ARG (a cellstr or a char matrix) laid out in columns,
%     down then across, as `ls` lists names: each column as wide as the
%     longest string plus two blanks, as many columns as fit in WIDTH (the
%     terminal's width by default, at least one), each line led by PREFIX
%     and ended by a newline.
%
%     See also: terminal_size.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2 || isempty (width))
    sz = terminal_size ();
    width = sz(2);
  end
  if (nargin < 3)
    prefix = '';
  end
  if (ischar (arg))
    arg = cellstr (arg);
  elseif (! iscellstr (arg))
    error ('list_in_columns: ARG must be a cellstr or char array');
  end
  if (! ischar (prefix))
    error ('list_in_columns: PREFIX must be a string');
  end
  n = numel (arg);
  if (n == 0)
    str = "\n";
    return;
  end
  colwidth = max (cellfun (@numel, arg)) + 2;
  ncols = max (1, floor ((width - numel (prefix)) / colwidth));
  nrows = ceil (n / ncols);
  str = '';
  for r = 1:nrows
    line = prefix;
    k = r:nrows:n;
    for j = 1:numel (k)
      s = arg{k(j)};
      if (j < numel (k))
        s = [s, blanks(colwidth - numel (s))];
      end
      line = [line, s];
    end
    str = [str, line, "\n"];
  end
end
