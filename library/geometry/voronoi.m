function [vx, vy] = voronoi (varargin)
  % VORONOI  The edges of the Voronoi diagram of points in the plane.
  %   voronoi (x, y), voronoi (x, y, options), voronoi (..., linespec),
  %   voronoi (ax, ...), [vx, vy] = voronoi (...) (no plot).
  %   The finite edges join the circumcenters of Delaunay triangles that
  %   share a side; each side on the convex hull gives a ray along its
  %   perpendicular bisector, cut at twice the extent of the points.
  %   Each column of vx, vy is one edge. (Octave's edges come from Qhull:
  %   the same finite edges in another order, rays cut elsewhere.)
  args = varargin;
  ax = [];
  if (numel (args) >= 3 && isscalar (args{1}) && ishghandle (args{1}) ...
      && isnumeric (args{2}) && isnumeric (args{3}))
    ax = args{1};
    args(1) = [];
  end
  if (numel (args) < 2)
    print_usage ();
  end
  x = double (args{1}(:));  y = double (args{2}(:));
  if (numel (x) != numel (y))
    error ("voronoi: X and Y must be vectors of the same length");
  end
  if (numel (x) < 3)
    error ("voronoi: minimum of 3 points needed");
  end
  spec = {};
  for k = 3:numel (args)
    if (ischar (args{k}))
      spec = args(k);
    end
  end
  tri = delaunay (x, y);
  [cx, cy] = circumcenters (x, y, tri);
  % Every side of every triangle, its vertices in order, with the triangle.
  m = rows (tri);
  sides = [tri(:,[1 2]); tri(:,[2 3]); tri(:,[3 1])];
  owner = [1:m, 1:m, 1:m]';
  [s, ~, j] = unique (sort (sides, 2), "rows");
  count = accumarray (j, 1);
  ex = zeros (2, 0);  ey = zeros (2, 0);
  reach = 2 * max ([max(x) - min(x), max(y) - min(y), 1]);
  for k = 1:rows (s)
    t = owner(j == k);
    if (count(k) == 2)
      ex(:,end+1) = cx(t);
      ey(:,end+1) = cy(t);
    else
      % A hull side: the ray leaves the triangle's circumcenter away from
      % its third vertex, perpendicular to the side.
      a = s(k,1);  b = s(k,2);
      third = setdiff (tri(t,:), [a b]);
      dx = y(b) - y(a);  dy = x(a) - x(b);
      mx = (x(a) + x(b)) / 2 - x(third);  my = (y(a) + y(b)) / 2 - y(third);
      if (dx * mx + dy * my < 0)
        dx = -dx;  dy = -dy;
      end
      len = hypot (dx, dy);
      ex(:,end+1) = [cx(t); cx(t) + reach * dx / len];
      ey(:,end+1) = [cy(t); cy(t) + reach * dy / len];
    end
  end
  if (nargout > 0)
    vx = ex;  vy = ey;
    return;
  end
  if (isempty (ax))
    ax = gca ();
  end
  if (isempty (spec))
    spec = {"b-"};
  end
  held = ishold (ax);
  plot (ax, ex, ey, spec{:});
  hold (ax, "on");
  plot (ax, x, y, "o");
  if (! held)
    hold (ax, "off");
  end
  axis (ax, [min(x) max(x) min(y) max(y)] + 0.1 * reach * [-1 1 -1 1]);
end

function [cx, cy] = circumcenters (x, y, tri)
  % The centers of the circles through each triangle's vertices.
  ax = x(tri(:,1));  ay = y(tri(:,1));
  bx = x(tri(:,2)) - ax;  by = y(tri(:,2)) - ay;
  qx = x(tri(:,3)) - ax;  qy = y(tri(:,3)) - ay;
  d = 2 * (bx .* qy - by .* qx);
  b2 = bx .^ 2 + by .^ 2;  q2 = qx .^ 2 + qy .^ 2;
  cx = ax + (qy .* b2 - by .* q2) ./ d;
  cy = ay + (bx .* q2 - qx .* b2) ./ d;
end
