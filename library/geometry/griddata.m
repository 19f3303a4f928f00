function [xi, yi, zi] = griddata (x, y, z, xi, yi, method, varargin)
  % GRIDDATA  Interpolate scattered data z(x, y) at the points (xi, yi).
  %   zi = griddata (x, y, z, xi, yi), griddata (..., method),
  %   [xi, yi, zi] = griddata (...). method is "linear" (the default:
  %   planes over the Delaunay triangles, NaN outside the convex hull),
  %   "nearest" (the value of the nearest data point, everywhere) or "v4"
  %   (Sandwell's biharmonic spline, Geophys. Res. Lett. 14, 1987). A row
  %   xi with a column yi means their grid (meshgrid); of repeated points
  %   the first counts. A matrix z goes with vectors x and y as its grid.
  if (nargin < 5 || nargin > 7)
    print_usage ();
  end
  if (nargin < 6)
    method = "linear";
  end
  if (nargin == 7 && isnumeric (method))
    % griddata (x, y, z, v, xi, yi, zi): interpolation in 3-D.
    if (nargout > 1)
      error ("griddata: only one output argument valid for 3-D interpolation");
    end
    error ("griddata: interpolation in 3-D is not available in matc");
  end
  if (! ischar (method))
    error ("griddata: METHOD must be a string");
  end
  method = lower (method);
  if (isvector (x) && isvector (y) && ! isvector (z))
    if (numel (x) != columns (z) || numel (y) != rows (z))
      error ("griddata: lengths of X, Y must match the columns and rows of Z");
    end
    [x, y] = meshgrid (x, y);
  end
  x = double (x(:));  y = double (y(:));  z = double (z(:));
  if (numel (x) != numel (y) || numel (x) != numel (z))
    error ("griddata: X, Y, and Z must be vectors of the same length");
  end
  if (isrow (xi) && iscolumn (yi) && ! size_equal (xi, yi))
    [xi, yi] = meshgrid (xi, yi);
  elseif (! size_equal (xi, yi))
    error ("griddata: XI and YI must be vectors or matrices of same size");
  end
  shape = size (xi);
  if (isvector (xi))
    shape = [numel(xi), 1];
  end
  qx = double (xi(:));  qy = double (yi(:));
  switch (method)
    case "linear"
      tri = delaunay (x, y);
      t = tsearch (x, y, tri, qx, qy);
      v = NaN (numel (qx), 1);
      in = ! isnan (t);
      T = tri(t(in),:);
      x1 = x(T(:,1));  y1 = y(T(:,1));
      x2 = x(T(:,2));  y2 = y(T(:,2));
      x3 = x(T(:,3));  y3 = y(T(:,3));
      det = (x2 - x1) .* (y3 - y1) - (x3 - x1) .* (y2 - y1);
      b2 = ((qx(in) - x1) .* (y3 - y1) - (x3 - x1) .* (qy(in) - y1)) ./ det;
      b3 = ((x2 - x1) .* (qy(in) - y1) - (qx(in) - x1) .* (y2 - y1)) ./ det;
      v(in) = (1 - b2 - b3) .* z(T(:,1)) + b2 .* z(T(:,2)) + b3 .* z(T(:,3));
    case "nearest"
      k = dsearchn ([x y], [qx qy]);
      v = z(k);
    case "v4"
      d = hypot (x - x', y - y');
      w = green (d) \ z;
      dq = hypot (qx - x', qy - y');
      v = green (dq) * w;
    case {"cubic", "natural"}
      error ("griddata: \"%s\" interpolation not yet implemented", method);
    otherwise
      error ("griddata: unknown interpolation METHOD: \"%s\"", method);
  end
  v = reshape (v, shape);
  if (nargout <= 1)
    xi = v;
  else
    zi = v;
  end
end

function g = green (r)
  % The biharmonic Green function in the plane, r^2 (log r - 1), 0 at r = 0.
  g = r .^ 2 .* (log (r) - 1);
  g(r == 0) = 0;
end
