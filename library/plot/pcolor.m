function h = pcolor (varargin)
  % PCOLOR  A pseudocolor plot: the matrix c as a flat surface seen from above.
  %   pcolor (c), pcolor (x, y, c), pcolor (ax, ...); h = pcolor (...)
  %   returns the surface's handle.
  [ax, args] = plot_axes_arg ("pcolor", varargin);
  if (numel (args) == 1)
    c = args{1};
    [x, y] = meshgrid (1:columns (c), 1:rows (c));
  elseif (numel (args) == 3)
    x = args{1};  y = args{2};  c = args{3};
    if (isvector (x) && isvector (y))
      [x, y] = meshgrid (x, y);
    end
  else
    print_usage ();
  end
  ax = plot_target (ax);
  if (! ishold (ax))
    cla (ax);
  end
  hh = surface (x, y, zeros (size (c)), c, "parent", ax);
  view (ax, 2);
  if (nargout > 0)
    h = hh;
  end
end
