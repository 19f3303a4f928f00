function [c, hg] = contour_draw (caller, ax, args, at_level)
  % What contour, contourf and contour3 share: their arguments (z), (z, vn),
  % (x, y, z), (x, y, z, vn), a line spec and property pairs; the levels
  % (vn levels from min (z) to below max (z), or the vector vn); and the
  % lines, colored by level through the colormap, in an hggroup. With
  % at_level each line is drawn at z = its level (contour3).
  spec = {};
  props = {};
  k = 1;
  nums = {};
  while (k <= numel (args) && ! ischar (args{k}))
    nums{end+1} = args{k};
    k = k + 1;
  end
  rest = args(k:end);
  if (mod (numel (rest), 2) == 1)
    spec = rest(1);
    rest = rest(2:end);
  end
  props = rest;
  switch (numel (nums))
    case 1
      z = nums{1};  vn = 10;
    case 2
      z = nums{1};  vn = nums{2};
    case 3
      [x, y, z] = nums{:};  vn = 10;
    case 4
      [x, y, z, vn] = nums{:};
    otherwise
      error ("Octave:invalid-fun-call", "Invalid call to %s", caller);
  end
  if (numel (nums) <= 2)
    x = 1:columns (z);
    y = 1:rows (z);
  end
  if (! isnumeric (z) || ! ismatrix (z) || rows (z) < 2 || columns (z) < 2)
    error ("%s: Z must be a 2-D matrix of at least 2 rows and 2 columns", caller);
  end
  z = double (z);
  lineprops = {};
  for p = 1:2:numel (props)
    switch (lower (props{p}))
      case {"levellist", "levels"}
        vn = props{p+1};
      case {"linewidth", "linestyle"}
        lineprops(end+1:end+2) = props(p:p+1);
      case "linecolor"
        spec = {"color", props{p+1}};
      otherwise
        % Labels, fills and level steps: kept by Octave's hggroup, not drawn.
    end
  end
  fin = z(! isinf (z));
  if (isscalar (vn))
    lvl = linspace (min (fin), max (fin), vn + 2);
    lvl = lvl(1:end-1);
  else
    lvl = sort (vn);
  end
  [c, lev] = contourc (x, y, z, lvl);
  ax = plot_target (ax);
  held = ishold (ax);
  if (! held)
    cla (ax);
  end
  hold (ax, "on");
  hg = hggroup (ax);
  map = colormap ();
  lo = min (lev);  hi = max (lev);
  k = 1;
  while (k < columns (c))
    n = c(2,k);
    v = c(1,k);
    xs = c(1,k+1:k+n);  ys = c(2,k+1:k+n);
    if (isempty (spec))
      if (hi > lo)
        row = 1 + round ((v - lo) / (hi - lo) * (rows (map) - 1));
      else
        row = 1;
      end
      style = {"color", map(row,:)};
    else
      style = spec;
    end
    if (at_level)
      plot3 (ax, xs, ys, v * ones (1, n), style{:}, lineprops{:});
    else
      plot (ax, xs, ys, style{:}, lineprops{:});
    end
    k = k + n + 1;
  end
  if (! held)
    hold (ax, "off");
  end
end
