function [linestyle, marker] = __next_line_style__ ()
% -- [LINESTYLE, MARKER] = __next_line_style__ ()
%
%     The line style and marker of the next line of the current axes:
%     entry "linestyleorderindex" (counted round) of its
%     "linestyleorder", decoded by `__pltopt__' ("-" and "none" when the
%     order is empty).  The index is not moved: `__next_line_color__'
%     moves it when the colors wrap around.
%
%     See also: __next_line_color__, __pltopt__, plot.

  ax = gca ();
  order = get (ax, 'linestyleorder');
  if (isempty (order))
    linestyle = '-';
    marker = 'none';
    return;
  end
  order = cellstr (order);
  n = numel (order);
  k = fix (get (ax, 'linestyleorderindex'));
  if (k < 0)
    k = 1;
  else
    k = mod (k - 1, n) + 1;
  end
  options = __pltopt__ ('__next_line_style__', order{k});
  linestyle = options.linestyle;
  marker = options.marker;
end
