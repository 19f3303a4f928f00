function spinmap (t, inc)
  % SPINMAP  Cycle the current figure's colormap for t seconds by inc rows a step.
  %   spinmap (t, inc); t = "inf" spins forever. The colormap is restored at the end.
  if (nargin < 1)
    t = 5;
  end
  if (nargin < 2)
    inc = 2;
  end
  if (ischar (t))
    if (strcmpi (t, "inf"))
      t = Inf;
    else
      error ('spinmap: time T must be a real scalar or "inf"');
    end
  elseif (! isscalar (t) || ! isreal (t))
    error ("spinmap: time T must be a real scalar");
  end
  orig = get (gcf (), "colormap");
  cmap = orig;
  t0 = clock ();
  while (etime (clock (), t0) < t)
    cmap = circshift (cmap, inc, 1);
    set (gcf (), "colormap", cmap);
    drawnow ();
  end
  set (gcf (), "colormap", orig);
end
