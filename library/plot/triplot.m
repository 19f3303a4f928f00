function h = triplot (tri, x, y, varargin)
  % TRIPLOT  The edges of the triangles tri (rows of indices into x and y) as
  %   one line, each triangle closed and followed by NaN. triplot (tri, x, y,
  %   linespec, prop, val, ...); h = triplot (...) returns the line's handle.
  if (nargin < 3)
    print_usage ();
  end
  idx = [tri, tri(:,1)]';
  xx = [x(idx); NaN(1, rows (tri))];
  yy = [y(idx); NaN(1, rows (tri))];
  hh = plot (xx(:), yy(:), varargin{:});
  if (nargout > 0)
    h = hh;
  end
end
