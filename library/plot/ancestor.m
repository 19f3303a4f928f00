function p = ancestor (h, type, toplevel)
  % ANCESTOR  The first ancestor of h (h itself included) whose type is type.
  %   p = ancestor (h, type): type a string or a cell of strings.
  %   p = ancestor (h, type, "toplevel"): the highest such ancestor.
  %   For several handles p is a cell, one per handle; [] where there is none.
  if (nargin < 2 || nargin > 3)
    print_usage ();
  end
  if (ischar (type))
    type = {type};
  elseif (! iscellstr (type))
    error ("ancestor: TYPE must be a string or cell array of strings");
  end
  top = false;
  if (nargin == 3)
    if (ischar (toplevel) && strcmpi (toplevel, "toplevel"))
      top = true;
    else
      error ('ancestor: third argument must be "toplevel"');
    end
  end
  p = cell (numel (h), 1);
  for k = 1:numel (h)
    if (! ishghandle (h(k)))
      error ("ancestor: H must be a graphics handle");
    end
    x = h(k);
    found = [];
    while (! isempty (x))
      if (any (strcmpi (get (x, "type"), type)))
        found = x;
        if (! top)
          break;
        end
      end
      if (x == 0)
        break;
      end
      x = get (x, "parent");
    end
    p{k} = found;
  end
  if (numel (h) == 1)
    p = p{1};
  elseif (numel (h) == 0)
    p = [];
  end
end
