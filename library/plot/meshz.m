function h = meshz (varargin)
  % MESHZ  A mesh with a curtain: the mesh of z bordered by a wall down to
  %   min (z(:)). meshz (z), meshz (x, y, z), meshz (..., c), meshz (ax, ...).
  [ax, args] = plot_axes_arg ("meshz", varargin);
  if (numel (args) == 1 || numel (args) == 2)
    z = args{1};
    [x, y] = meshgrid (1:columns (z), 1:rows (z));
  elseif (numel (args) >= 3)
    [x, y, z] = args{1:3};
    if (isvector (x) && isvector (y))
      [x, y] = meshgrid (x, y);
    end
  else
    print_usage ();
  end
  zref = min (z(:));
  % One more row and column at each side, at the same x and y, down at zref.
  x = [x(:,1), x, x(:,end)];  x = [x(1,:); x; x(end,:)];
  y = [y(:,1), y, y(:,end)];  y = [y(1,:); y; y(end,:)];
  z = [zref * ones(rows (z), 1), z, zref * ones(rows (z), 1)];
  z = [zref * ones(1, columns (z)); z; zref * ones(1, columns (z))];
  hh = mesh (plot_target (ax), x, y, z);
  if (nargout > 0)
    h = hh;
  end
end
