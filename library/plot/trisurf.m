function h = trisurf (tri, x, y, z, varargin)
  % TRISURF  The triangles tri (rows of indices into x, y, z) as a surface:
  %   a patch whose faces take the colors c (z by default). trisurf (tri, x,
  %   y, z, c, prop, val, ...); h = trisurf (...) returns the patch's handle.
  if (nargin < 4)
    print_usage ();
  end
  c = z(:);
  if (! isempty (varargin) && isnumeric (varargin{1}))
    c = varargin{1};
    varargin(1) = [];
    if (isvector (c))
      c = c(:);
    end
    if (rows (c) != numel (z) && rows (c) != rows (tri))
      error ("trisurf: the numbers of colors and vertices of the surface must be equal");
    end
    if (columns (c) != 1 && columns (c) != 3)
      error ("trisurf: TrueColor C matrix must have 3 columns");
    end
  end
  ax = newplot ();
  hh = patch ("faces", tri, "vertices", [x(:), y(:), z(:)], ...
              "facevertexcdata", c, "facecolor", "flat", "edgecolor", "black", ...
              "parent", ax, varargin{:});
  if (! ishold (ax))
    view (ax, 3);
  end
  if (nargout > 0)
    h = hh;
  end
end
