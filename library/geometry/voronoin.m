function [C, F] = voronoin (pts, options)
  % VORONOIN  The Voronoi cells of points in the plane: [C, F] =
  %   voronoin (pts) with pts N-by-2 (options are accepted and ignored).
  %   C holds the cells' vertices: its first row is [Inf Inf], the point
  %   at infinity, the others the circumcenters of the Delaunay
  %   triangles. F{i} lists the rows of C around point i in angular
  %   order; an unbounded cell includes 1. (Octave's vertices come from
  %   Qhull, in another order.)
  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  [np, dim] = size (pts);
  if (dim != 2)
    error ("voronoin: matc computes Voronoi cells in the plane only (PTS with 2 columns)");
  end
  if (np <= dim)
    error ("voronoin: number of points must be greater than their dimension");
  end
  x = double (pts(:,1));  y = double (pts(:,2));
  tri = delaunay (x, y);
  m = rows (tri);
  ax = x(tri(:,1));  ay = y(tri(:,1));
  bx = x(tri(:,2)) - ax;  by = y(tri(:,2)) - ay;
  qx = x(tri(:,3)) - ax;  qy = y(tri(:,3)) - ay;
  d = 2 * (bx .* qy - by .* qx);
  b2 = bx .^ 2 + by .^ 2;  q2 = qx .^ 2 + qy .^ 2;
  cx = ax + (qy .* b2 - by .* q2) ./ d;
  cy = ay + (bx .* q2 - qx .* b2) ./ d;
  C = [Inf Inf; cx cy];
  hull = unique (convhull (x, y));
  F = cell (np, 1);
  for i = 1:np
    t = find (any (tri == i, 2));
    if (isempty (t))
      continue;
    end
    a = atan2 (cy(t) - y(i), cx(t) - x(i));
    [~, k] = sort (a);
    cell_i = (t(k) + 1)';
    if (any (hull == i))
      cell_i = [cell_i, 1];
    end
    F{i} = cell_i;
  end
end
