function h = slice (varargin)
% -- slice (X, Y, Z, V, SX, SY, SZ)
% -- slice (X, Y, Z, V, XI, YI, ZI)
% -- slice (V, SX, SY, SZ)
% -- slice (V, XI, YI, ZI)
% -- slice (..., METHOD)
% -- slice (HAX, ...)
% -- H = slice (...)
%     Draw slices of the volume V (3-D, on the meshgrid X, Y, Z, given as
%     arrays or vectors; by default the indices) as surfaces colored by
%     V interpolated with interp3's METHOD ("linear" by default): the
%     planes z = SZ(k), then y = SY(k) and x = SX(k) (these two in
%     reverse order) through the whole grid, or, when XI, YI, ZI are
%     matrices of one size, the single surface they describe.  The axes'
%     color limits become V's range; unless held, the view is 3-D with
%     grid lines.  H holds the surfaces' handles (a row).
%
%     See also: interp3, surface, pcolor.

  [hax, args] = plot_axes_arg ('slice', varargin);
  method = 'linear';
  if (! isempty (args) && ischar (args{end}))
    method = args{end};
    args(end) = [];
  end
  if (numel (args) == 4)
    v = args{1};
    if (ndims (v) != 3)
      error ('slice: V must be a 3-dimensional array of values');
    end
    [x, y, z] = meshgrid (1:columns (v), 1:rows (v), 1:size (v, 3));
    [sx, sy, sz] = args{2:4};
  elseif (numel (args) == 7)
    [x, y, z, v] = args{1:4};
    if (ndims (v) != 3)
      error ('slice: V must be a 3-dimensional array of values');
    end
    if (isvector (x) && isvector (y) && isvector (z))
      [x, y, z] = meshgrid (x, y, z);
    elseif (ndims (x) != 3 || ! size_equal (x, y, z))
      error ('slice: X, Y, Z size mismatch');
    end
    [sx, sy, sz] = args{5:7};
  else
    print_usage ();
  end
  if (any ([isvector(sx), isvector(sy), isvector(sz)]))
    planes = true;
  elseif (ndims (sx) == 2 && size_equal (sx, sy, sz))
    planes = false;
  else
    error ('slice: dimensional mismatch for (XI, YI, ZI) or (SX, SY, SZ)');
  end
  hax = newplot (hax);
  set (hax, 'clim', double ([min(v(:)), max(v(:))]));
  gx = x(1, :, 1);
  gy = y(:, 1, 1).';
  gz = z(1, 1, :);
  gz = gz(:).';
  hs = [];
  if (planes)
    for k = 1:numel (sz)
      [xi, yi] = meshgrid (gx, gy);
      zi = sz(k) + zeros (size (xi));
      hs(end + 1) = surface_of (hax, xi, yi, zi, interp3 (x, y, z, v, xi, yi, zi, method));
    end
    for k = numel (sy):-1:1
      [xi, zi] = ndgrid (gx, gz);
      yi = sy(k) + zeros (size (xi));
      hs(end + 1) = surface_of (hax, xi, yi, zi, interp3 (x, y, z, v, xi, yi, zi, method));
    end
    for k = numel (sx):-1:1
      [yi, zi] = ndgrid (gy, gz);
      xi = sx(k) + zeros (size (yi));
      hs(end + 1) = surface_of (hax, xi, yi, zi, interp3 (x, y, z, v, xi, yi, zi, method));
    end
  else
    hs = surface_of (hax, sx, sy, sz, interp3 (x, y, z, v, sx, sy, sz));
  end
  if (! ishold (hax))
    set (hax, 'view', [-37.5, 30.0], 'xgrid', 'on', 'ygrid', 'on', 'zgrid', 'on');
  end
  if (nargout > 0)
    h = hs;
  end
end
