function shg ()
  % SHG  Show the current figure: make it current and visible (headless: nothing to raise).
  fig = get (0, "currentfigure");
  if (! isempty (fig))
    figure (fig);
  end
end
