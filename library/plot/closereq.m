function closereq ()
  % CLOSEREQ  The default close request: delete the figure being closed (the current one).
  fig = gcbf ();
  if (isempty (fig))
    fig = get (0, "currentfigure");
  end
  if (! isempty (fig))
    delete (fig);
  end
end
