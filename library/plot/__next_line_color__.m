function rgb = __next_line_color__ ()
% -- RGB = __next_line_color__ ()
%
%     The color of the next line of the current axes: row
%     "colororderindex" of its "colororder" (black when that is empty).
%     The index then moves on; when it wraps around to the first color,
%     "linestyleorderindex" moves on too, so the next round of colors
%     takes the next line style.
%
%     See also: __next_line_style__, plot.

  ax = gca ();
  order = get (ax, 'colororder');
  n = rows (order);
  if (n == 0)
    rgb = [0, 0, 0];
    return;
  end
  k = wrap (fix (get (ax, 'colororderindex')), n);
  rgb = order(k, :);
  if (k == n)
    set (ax, 'linestyleorderindex', fix (get (ax, 'linestyleorderindex')) + 1);
  end
  set (ax, 'colororderindex', wrap (k + 1, n));
end

function k = wrap (k, n)
  % An index into N rows counted round: 0 is the last, a negative one the first.
  if (k < 0)
    k = 1;
  else
    k = mod (k - 1, n) + 1;
  end
end
