function refresh (h)
  % REFRESH  Redraw figure h (the current figure).
  if (nargin == 1)
    if (! (isscalar (h) && isfigure (h)))
      error ("refresh: H must be a valid figure handle");
    end
  end
  drawnow ();
end
