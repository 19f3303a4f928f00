function yi = griddatan (x, y, xi, method, varargin)
  % GRIDDATAN  Interpolate scattered data y(x) at the points xi, where x
  %   and xi have a point per row: griddatan (x, y, xi), griddatan (x, y,
  %   xi, method) with method "linear" (default) or "nearest". matc does
  %   it in the plane (two columns) through griddata.
  if (nargin < 3)
    print_usage ();
  end
  if (nargin < 4)
    method = "linear";
  end
  if (columns (x) != columns (xi))
    error ("griddatan: dimension of X and XI must match");
  end
  if (columns (x) != 2)
    error ("griddatan: matc interpolates in the plane only (X with 2 columns)");
  end
  yi = griddata (x(:,1), x(:,2), y, xi(:,1), xi(:,2), method);
  yi = yi(:);
end
