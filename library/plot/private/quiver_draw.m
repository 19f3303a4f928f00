function h = quiver_draw (caller, ax, args, is3)
  % quiver and quiver3: parse (x, y[, z], u, v[, w], s, style), scale, draw.
  style = "b-";
  s = 1;
  while (! isempty (args) && ischar (args{end}))
    style = args{end};
    args(end) = [];
  end
  nnum = numel (args);
  if (is3)
    if (nnum == 7 || nnum == 5)
      s = args{end};  args(end) = [];  nnum = nnum - 1;
    end
    if (nnum == 4)
      z = args{1};
      [x, y] = meshgrid (1:columns (z), 1:rows (z));
      u = args{2};  v = args{3};  w = args{4};
    elseif (nnum == 6)
      [x, y, z, u, v, w] = args{:};
    else
      error ("Octave:invalid-fun-call", "Invalid call to %s", caller);
    end
  else
    if (nnum == 5 || nnum == 3)
      s = args{end};  args(end) = [];  nnum = nnum - 1;
    end
    if (nnum == 2)
      u = args{1};  v = args{2};
      [x, y] = meshgrid (1:columns (u), 1:rows (u));
    elseif (nnum == 4)
      [x, y, u, v] = args{:};
      if (isvector (x) && isvector (y) && ! isvector (u))
        [x, y] = meshgrid (x, y);
      end
    else
      error ("Octave:invalid-fun-call", "Invalid call to %s", caller);
    end
    z = zeros (size (x));  w = zeros (size (u));
  end
  x = x(:);  y = y(:);  u = u(:);  v = v(:);
  if (s != 0 && numel (x) > 0)
    % The longest arrow spans the mean grid spacing, times s.
    n = sqrt (numel (x));
    dx = (max (x) - min (x)) / max (n - 1, 1);
    dy = (max (y) - min (y)) / max (n - 1, 1);
    len = sqrt ((u / max (dx, eps)).^2 + (v / max (dy, eps)).^2);
    m = max (len(:));
    if (m > 0)
      f = s * 0.9 / m;
      u = u * f;  v = v * f;
    end
  end
  [xx, yy] = arrow_lines (x, y, u, v, 0.2);
  h = plot (plot_target (ax), xx, yy, style);
end
