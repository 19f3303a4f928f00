function h = trimesh (tri, x, y, z, varargin)
  % TRIMESH  The triangles tri (rows of indices into x, y, z) as a mesh: a
  %   patch of unfilled faces whose edges take the colors c (z by default).
  %   trimesh (tri, x, y), trimesh (tri, x, y, z, c, prop, val, ...);
  %   h = trimesh (...) returns the patch's handle.
  if (nargin < 3)
    print_usage ();
  end
  if (nargin == 3)
    hh = triplot (tri, x, y);
  else
    c = z(:);
    if (! isempty (varargin) && isnumeric (varargin{1}))
      c = varargin{1};
      varargin(1) = [];
      if (isvector (c))
        c = c(:);
      end
      if (rows (c) != numel (z))
        error ("trimesh: the numbers of colors and vertices of the mesh must be equal");
      end
      if (columns (c) != 1 && columns (c) != 3)
        error ("trimesh: TrueColor C matrix must have 3 columns");
      end
    end
    ax = newplot ();
    hh = patch ("faces", tri, "vertices", [x(:), y(:), z(:)], ...
                "facevertexcdata", c, "facecolor", "none", "edgecolor", "flat", ...
                "parent", ax, varargin{:});
    if (! ishold (ax))
      view (ax, 3);
    end
  end
  if (nargout > 0)
    h = hh;
  end
end
