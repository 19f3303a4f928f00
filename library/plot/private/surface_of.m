function h = surface_of (hax, x, y, z, c)
% H = surface_of (HAX, X, Y, Z, C): a surface in the axes HAX (made
% current) with the data X, Y, Z, C (matrices of one size) as its
% properties.  The engine's surface draws only grids (x along rows, y
% along columns): its picture of other surfaces (a plane x = const, a
% tube) is rough, but the properties hold the data.
  if (gca () != hax)
    axes (hax);
  end
  h = surface (x, y, z, c);
  set (h, 'xdata', x, 'ydata', y, 'zdata', z, 'cdata', c);
end
