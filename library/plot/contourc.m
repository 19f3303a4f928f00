function [c, lev] = contourc (varargin)
  % CONTOURC  Contour lines of a matrix, as a contour matrix.
  %   c = contourc (z), contourc (z, vn), contourc (x, y, z), contourc (x, y, z, vn).
  %   vn is a number of levels (10 by default), spaced evenly strictly
  %   between min (z(:)) and max (z(:)), or a vector of levels. Each line
  %   of c is a column [level; npoints] followed by its npoints points
  %   [x; y]. lev are the levels. x and y are vectors or meshgrid matrices
  %   (other grids are mapped through interp2). Lines come from marching
  %   squares (Lorensen and Cline, SIGGRAPH 1987) over the cells of z.
  if (nargin < 1 || nargin > 4)
    print_usage ();
  end
  vn = 10;
  if (nargin <= 2)
    z = varargin{1};
    x = 1:columns (z);
    y = 1:rows (z);
    if (nargin == 2)
      vn = varargin{2};
    end
  else
    [x, y, z] = varargin{1:3};
    if (nargin == 4)
      vn = varargin{4};
    end
  end
  if (! (isnumeric (z) && isnumeric (x) && isnumeric (y)) ...
      || ! (ismatrix (z) && ismatrix (x) && ismatrix (y)) ...
      || ! (isreal (z) && isreal (x) && isreal (y)))
    error ("contourc: X, Y, and Z must be real numeric matrices");
  end
  if (rows (z) < 2 || columns (z) < 2)
    error ("contourc: Z data must have at least 2 rows and 2 columns");
  end
  z = double (z);
  if (isscalar (vn))
    lev = linspace (min (z(:)), max (z(:)), vn + 2);
    lev = lev(2:end-1);
  else
    lev = unique (vn(:)');
  end
  if (isvector (x) && isvector (y))
    c = __contourc__ (double (x(:)'), double (y(:)'), z, lev);
  elseif (all (all (x == x(1,:))) && all (all (y == y(:,1))))
    c = __contourc__ (double (x(1,:)), double (y(:,1)'), z, lev);
  else
    % A curvilinear grid: contour over the indices, then map each point.
    c = __contourc__ (1:columns (z), 1:rows (z), z, lev);
    k = 1;
    while (k < columns (c))
      n = c(2,k);
      pts = k+1:k+n;
      xi = c(1,pts);  yi = c(2,pts);
      c(1,pts) = interp2 (double (x), xi, yi);
      c(2,pts) = interp2 (double (y), xi, yi);
      k = k + n + 1;
    end
  end
end
