function varargout = barh (varargin)
  % BARH  Horizontal bars: barh (y), barh (x, y), barh (..., w),
  %   barh (..., "grouped" | "stacked"), barh (..., color), barh (ax, ...).
  %   A matrix y gives one series per column. Each series is an hggroup
  %   of outlined bars (patches); [h] = barh (...) returns the hggroups.
  [ax, args] = plot_axes_arg ("barh", varargin);
  width = 0.8;
  style = "grouped";
  color = [];
  nums = {};
  for k = 1:numel (args)
    a = args{k};
    if (ischar (a))
      if (any (strcmpi (a, {"grouped", "stacked", "hist", "histc"})))
        style = lower (a);
      else
        color = a;
      end
    else
      nums{end+1} = a;
    end
  end
  switch (numel (nums))
    case 1
      y = nums{1};
      x = [];
    case 2
      if (isscalar (nums{2}) && ! isscalar (nums{1}))
        y = nums{1};  x = [];  width = nums{2};
      else
        [x, y] = nums{:};
      end
    case 3
      [x, y, width] = nums{:};
    otherwise
      print_usage ();
  end
  if (isvector (y))
    y = y(:);
  end
  if (isempty (x))
    x = (1:rows (y))';
  end
  x = x(:);
  if (numel (x) != rows (y))
    error ("barh: length of X and Y must be equal");
  end
  [n, m] = size (y);
  ax = plot_target (ax);
  held = ishold (ax);
  if (! held)
    cla (ax);
  end
  hold (ax, "on");
  gap = min ([diff(sort (x)); 1]);
  colors = get (ax, "colororder");
  hh = zeros (1, m);
  base = zeros (n, 1);
  for j = 1:m
    hh(j) = hggroup (ax);
    if (strcmp (style, "stacked") || m == 1)
      lo = x - width * gap / 2;  hi = x + width * gap / 2;
    else
      w = width * gap / m;
      lo = x - width * gap / 2 + (j - 1) * w;  hi = lo + w;
    end
    left = zeros (n, 1);
    if (strcmp (style, "stacked"))
      left = base;
    end
    right = left + y(:,j);
    if (isempty (color))
      c = colors(mod (j - 1, rows (colors)) + 1, :);
    else
      c = color;
    end
    patch (ax, [left right right left]', [lo lo hi hi]', c);
    base = right;
  end
  if (! held)
    hold (ax, "off");
  end
  if (nargout > 0)
    varargout{1} = hh;
  end
end
