function findfigs ()
% -- findfigs ()
%     Move every visible figure that lies off the screen (the root's
%     "ScreenSize" less a margin of 30 pixels on each side) to the
%     screen's lower left corner (inside the margin), keeping its size.
%
%     See also: allchild, figure, get, set.

  units = get (0, 'units');
  set (0, 'units', 'pixels');
  screen = get (0, 'screensize');
  set (0, 'units', units);
  margin = 30;
  lo = screen(1:2) + margin;
  hi = screen(3:4) - margin;
  figs = allchild (0);
  for hf = figs(:).'
    if (! strcmp (get (hf, 'visible'), 'on'))
      continue;
    end
    units = get (hf, 'units');
    set (hf, 'units', 'pixels');
    pos = get (hf, 'position');
    if (any (pos(1:2) > hi) || any (pos(1:2) + pos(3:4) < lo))
      pos(1:2) = lo;
      set (hf, 'position', pos);
    end
    set (hf, 'units', units);
  end
end
