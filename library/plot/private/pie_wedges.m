function h = pie_wedges (caller, ax, args, is3)
  % pie and pie3: the wedges as patches, with their labels.
  if (isempty (args) || numel (args) > 3)
    error ("Octave:invalid-fun-call", "Invalid call to %s", caller);
  end
  x = args{1}(:)';
  if (! isnumeric (x) && ! islogical (x))
    error ("%s: X must be a numeric vector", caller);
  end
  x = double (x);
  if (! all (isfinite (x)))
    error ("%s: all data in X must be finite", caller);
  end
  explode = zeros (size (x));
  labels = {};
  for k = 2:numel (args)
    a = args{k};
    if (iscell (a) || ischar (a))
      labels = cellstr (a);
    else
      explode = a(:)';
    end
  end
  x(x < 0) = 0;
  total = sum (x);
  if (total > 1)
    frac = x / total;
  else
    frac = x;
  end
  if (isempty (labels))
    labels = arrayfun (@(f) sprintf ("%d%%", round (100 * f)), frac, "uniformoutput", false);
  end
  ax = plot_target (ax);
  if (! ishold (ax))
    cla (ax);
  end
  h = [];
  cmap = colormap ();
  a0 = pi / 2;
  for k = 1:numel (x)
    if (frac(k) == 0)
      continue;
    end
    a1 = a0 - 2 * pi * frac(k);
    n = max (2, ceil (100 * frac(k)));
    t = linspace (a0, a1, n);
    mid = (a0 + a1) / 2;
    off = 0.1 * (explode(k) != 0) * [cos(mid), sin(mid)];
    px = [0, cos(t)] + off(1);
    py = [0, sin(t)] + off(2);
    c = cmap(1 + mod (round ((k - 1) * (rows (cmap) - 1) / max (numel (x) - 1, 1)), rows (cmap)), :);
    if (is3)
      h(end+1) = patch3 (px, py, 0.35 * ones (size (px)), c, ax);
    else
      h(end+1) = patch (px, py, c, "parent", ax);
    end
    h(end+1) = text (1.2 * cos (mid) + off(1), 1.2 * sin (mid) + off(2), labels{k}, ...
                     "horizontalalignment", "center", "parent", ax);
    a0 = a1;
  end
  axis (ax, [-1.5 1.5 -1.5 1.5]);
end
