function [Nx, Ny, Nz] = surfnorm (varargin)
  % SURFNORM  Unit normals of the surface (x, y, z) at its vertices.
  %   [nx, ny, nz] = surfnorm (x, y, z) (x, y default to the indices): each
  %   the mean of the cross products of the surface's diagonals over the
  %   four facets round a vertex (the surface extended linearly at its
  %   border), not normalized, as Octave 7.3 returns them. Without outputs it
  %   draws the surface with its unit normals. surfnorm (ax, ...).
  [ax, args] = plot_axes_arg ("surfnorm", varargin);
  if (numel (args) == 1)
    z = args{1};
    [x, y] = meshgrid (1:columns (z), 1:rows (z));
  elseif (numel (args) == 3)
    [x, y, z] = args{:};
    if (isvector (x) && isvector (y) && ! isvector (z))
      [x, y] = meshgrid (x, y);
    end
  else
    print_usage ();
  end
  if (! (isreal (x) && isreal (y) && isreal (z)) || ndims (z) > 2)
    error ("surfnorm: X, Y, and Z must be 2-D real matrices");
  end
  if (! size_equal (x, y, z))
    error ("surfnorm: X, Y, and Z must have the same dimensions");
  end
  if (rows (z) < 2 || columns (z) < 2)
    error ("surfnorm: X, Y, and Z must have at least 2 rows and 2 columns");
  end
  % Extend by linear extrapolation so every vertex has four facets round it.
  xx = extend (x);  yy = extend (y);  zz = extend (z);
  % The facets' normals: cross products of their diagonals (d2 x d1 points up).
  d1x = xx(2:end,2:end) - xx(1:end-1,1:end-1);
  d1y = yy(2:end,2:end) - yy(1:end-1,1:end-1);
  d1z = zz(2:end,2:end) - zz(1:end-1,1:end-1);
  d2x = xx(1:end-1,2:end) - xx(2:end,1:end-1);
  d2y = yy(1:end-1,2:end) - yy(2:end,1:end-1);
  d2z = zz(1:end-1,2:end) - zz(2:end,1:end-1);
  fx = d2y .* d1z - d2z .* d1y;
  fy = d2z .* d1x - d2x .* d1z;
  fz = d2x .* d1y - d2y .* d1x;
  % Each vertex: the sum of its four facets' normals.
  nx = fx(1:end-1,1:end-1) + fx(2:end,1:end-1) + fx(1:end-1,2:end) + fx(2:end,2:end);
  ny = fy(1:end-1,1:end-1) + fy(2:end,1:end-1) + fy(1:end-1,2:end) + fy(2:end,2:end);
  nz = fz(1:end-1,1:end-1) + fz(2:end,1:end-1) + fz(1:end-1,2:end) + fz(2:end,2:end);
  % The mean of the four, not normalized (as Octave 7.3 returns them).
  nx = nx / 4;  ny = ny / 4;  nz = nz / 4;
  if (nargout > 0)
    Nx = nx;  Ny = ny;  Nz = nz;
  else
    ax = plot_target (ax);
    held = ishold (ax);
    surf (ax, x, y, z);
    hold (ax, "on");
    len = sqrt (nx.^2 + ny.^2 + nz.^2);
    nx = nx ./ len;  ny = ny ./ len;  nz = nz ./ len;
    s = 0.1 * max ([range(x(:)), range(y(:)), range(z(:))]);
    n = numel (x);
    plot3 (ax, [x(:)'; x(:)' + s * nx(:)'; NaN(1, n)](:), ...
           [y(:)'; y(:)' + s * ny(:)'; NaN(1, n)](:), ...
           [z(:)'; z(:)' + s * nz(:)'; NaN(1, n)](:), "r");
    if (! held)
      hold (ax, "off");
    end
  end
end

function e = extend (a)
  % a with one extrapolated row and column added on each side.
  e = [2*a(:,1) - a(:,2), a, 2*a(:,end) - a(:,end-1)];
  e = [2*e(1,:) - e(2,:); e; 2*e(end,:) - e(end-1,:)];
end
