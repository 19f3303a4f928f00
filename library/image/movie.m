function movie (varargin)
  % MOVIE  Play frames made by getframe or im2frame: movie (M), movie (M,
  %   n), movie (M, n, fps), movie (h, ...). Headless, nothing plays: the
  %   last frame shown is left in the axes (h, or the current axes) as
  %   an image, so that a picture of the figure shows it.
  args = varargin;
  ax = [];
  if (! isempty (args) && isnumeric (args{1}) && isscalar (args{1}) ...
      && ishghandle (args{1}))
    ax = args{1};
    args(1) = [];
    if (isfigure (ax))
      figure (ax);
      ax = gca ();
    end
  end
  if (isempty (args) || numel (args) > 4)
    print_usage ();
  end
  M = args{1};
  if (! isstruct (M) || ! all (isfield (M, {"cdata", "colormap"})))
    error ("movie: MOV must be a frame struct array (from getframe or im2frame)");
  end
  if (isempty (M))
    return;
  end
  n = 1;
  if (numel (args) >= 2)
    n = args{2};
  end
  order = 1:numel (M);
  if (numel (n) > 1)
    order = n(2:end);
  end
  if (isempty (order))
    return;
  end
  last = M(order(end));
  if (isempty (ax))
    ax = gca ();
  end
  if (isempty (last.colormap))
    image (ax, last.cdata);
  else
    image (ax, ind2rgb (last.cdata, last.colormap));
  end
  axis (ax, "image", "off");
end
