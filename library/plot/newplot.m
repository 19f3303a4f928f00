function hax = newplot (hsave)
  % NEWPLOT  Prepare the current figure and axes for a new plot.
  %   ax = newplot (): the current axes, emptied unless hold is on (and the
  %   figure's "nextplot" is not "add"). newplot (h) prepares the figure or
  %   axes h instead.
  ax = [];
  if (nargin == 1 && ! isempty (hsave))
    if (! ishghandle (hsave))
      error ("newplot: invalid graphics handle");
    end
    ax = ancestor (hsave, "axes");
    if (isempty (ax))
      figure (ancestor (hsave, "figure"));
    end
  end
  if (isempty (ax))
    ax = gca ();
  end
  if (! ishold (ax))
    cla (ax);
  end
  if (nargout > 0)
    hax = ax;
  end
end
