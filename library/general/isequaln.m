function t = isequaln (x, varargin)
% ISEQUALN  Whether arrays are equal, with NaN equal to NaN.
%   isequaln (X, Y, ...) is true when all arguments have the same size and
%   values, as isequal, except that NaN values in the same places count as
%   equal.  Structs and cells are compared field by field and element by
%   element.
  if (nargin < 2)
    print_usage ();
  end
  t = true;
  for k = 1:numel (varargin)
    if (~ equal_nan (x, varargin{k}))
      t = false;
      return;
    end
  end
end

function t = equal_nan (x, y)
  t = false;
  if (~ strcmp (class (x), class (y)) ...
      && ~ ((isnumeric (x) || islogical (x) || ischar (x)) ...
            && (isnumeric (y) || islogical (y) || ischar (y))))
    return;
  end
  if (~ isequal (size (x), size (y)))
    return;
  end
  if (isstruct (x))
    f = sort (fieldnames (x));
    if (~ isequal (f, sort (fieldnames (y))))
      return;
    end
    for i = 1:numel (x)
      for j = 1:numel (f)
        if (~ equal_nan (x(i).(f{j}), y(i).(f{j})))
          return;
        end
      end
    end
    t = true;
  elseif (iscell (x))
    for i = 1:numel (x)
      if (~ equal_nan (x{i}, y{i}))
        return;
      end
    end
    t = true;
  elseif (isnumeric (x) || islogical (x) || ischar (x))
    same = (x == y);
    if (isfloat (x) && isfloat (y))
      same = same | (isnan (x) & isnan (y));
    end
    t = all (same(:));
  else
    t = isequal (x, y);
  end
end
