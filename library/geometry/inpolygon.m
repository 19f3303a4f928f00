function [in, on] = inpolygon (x, y, xv, yv)
% INPOLYGON  Which points lie inside or on the edge of a polygon.
%   IN = inpolygon (X, Y, XV, YV) is true where the point (X, Y) is inside
%   the polygon with vertices (XV, YV), or on its edge; [IN, ON] = ...
%   also marks the points exactly on an edge.  The polygon closes itself
%   (last vertex to first).  Method: the even-odd rule, counting the edges
%   that a horizontal ray from the point crosses.
  if (nargin ~= 4)
    print_usage ();
  end
  if (~ (isreal (x) && isreal (y) && isnumeric (x) && isnumeric (y) ...
         && isequal (size (x), size (y))))
    error ('inpolygon: X and Y must be real arrays of the same size');
  elseif (~ (isreal (xv) && isreal (yv) && isnumeric (xv) && isnumeric (yv) ...
             && isvector (xv) && isvector (yv) && isequal (size (xv), size (yv))))
    error ('inpolygon: XV and YV must be real vectors of the same size');
  end
  in = false (size (x));
  on = false (size (x));
  n = numel (xv);
  j = n;
  for i = 1:n
    % edge from vertex j to vertex i
    xi = xv(i);  yi = yv(i);
    xj = xv(j);  yj = yv(j);
    straddles = (yi > y) ~= (yj > y);
    xcross = (xj - xi) .* (y - yi) ./ (yj - yi) + xi;
    in = xor (in, straddles & (x < xcross));
    % on the edge: collinear with it and within its bounding box
    cross = (x - xi) .* (yj - yi) - (y - yi) .* (xj - xi);
    on = on | (cross == 0 & x >= min (xi, xj) & x <= max (xi, xj) ...
               & y >= min (yi, yj) & y <= max (yi, yj));
    j = i;
  end
  in = in | on;
end
