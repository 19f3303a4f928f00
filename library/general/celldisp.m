function celldisp (c, name)
% CELLDISP  Display the contents of a cell array, element by element.
%   celldisp (C) prints each element as "NAME{I} = " followed by its value,
%   NAME being the argument's variable name; nested cells are shown
%   recursively.  Elements of a cell with more than one non-singleton
%   dimension are named by subscripts ("C{2,1}"), others by linear index.
%   celldisp (C, NAME) uses NAME.
  if (nargin < 1)
    print_usage ();
  end
  if (~ iscell (c))
    error ('celldisp: C must be a cell array');
  end
  if (nargin < 2)
    name = inputname (1);
  end
  for i = 1:numel (c)
    label = sprintf ('%s{%s}', name, subscripts (size (c), i));
    if (iscell (c{i}))
      celldisp (c{i}, label);
    else
      disp ([label, ' = ']);
      disp ('');
      disp (c{i});
      disp ('');
    end
  end
end

function s = subscripts (sz, i)
  if (sum (sz ~= 1) > 1)
    sub = cell (1, numel (sz));
    [sub{:}] = ind2sub (sz, i);
    s = sprintf ('%d,', sub{:});
    s(end) = [];
  else
    s = sprintf ('%d', i);
  end
end
