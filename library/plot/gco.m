function h = gco (fig)
  % GCO  The current object of figure fig (the current figure): [] without one.
  if (nargin == 1)
    if (! (isscalar (fig) && isfigure (fig)))
      error ("gco: FIG must be a valid figure handle");
    end
  else
    fig = get (0, "currentfigure");
  end
  if (isempty (fig))
    h = [];
  else
    h = get (fig, "currentobject");
  end
end
