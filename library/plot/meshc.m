function h = meshc (varargin)
  % MESHC  A mesh with the contour lines of z drawn below it (at the lower z limit).
  %   meshc (z), meshc (x, y, z), meshc (x, y, z, c), meshc (..., prop, val), meshc (ax, ...).
  [ax, args] = plot_axes_arg ("meshc", varargin);
  ax = plot_target (ax);
  hh = mesh (ax, args{:});
  nums = 0;
  while (nums < numel (args) && ! ischar (args{nums+1}))
    nums = nums + 1;
  end
  if (nums >= 3)
    [x, y, z] = args{1:3};
  else
    z = args{1};
    [x, y] = meshgrid (1:columns (z), 1:rows (z));
  end
  held = ishold (ax);
  hold (ax, "on");
  c = contourc (x, y, z);
  base = min (z(:));
  k = 1;
  while (k < columns (c))
    n = c(2,k);
    plot3 (ax, c(1,k+1:k+n), c(2,k+1:k+n), base * ones (1, n));
    k = k + n + 1;
  end
  if (! held)
    hold (ax, "off");
  end
  if (nargout > 0)
    h = hh;
  end
end
