function vn = isonormals (varargin)
% -- VN = isonormals (VAL, V)
% -- VN = isonormals (VAL, P)
% -- VN = isonormals (X, Y, Z, VAL, V)
% -- VN = isonormals (X, Y, Z, VAL, P)
% -- VN = isonormals (..., "negate")
% -- isonormals (VAL, P)
% -- isonormals (X, Y, Z, VAL, P)
%     The normals of an isosurface of the volume VAL at its vertices V
%     (one [x y z] per row) or at those of the patch handle P (whose
%     "VertexNormals" are set when there is no output): minus the
%     gradient of VAL, by central differences of its trilinear
%     interpolant over a box of half the grid spacing around each vertex
%     (not normalized).  "negate" gives the gradient itself.  X, Y, Z
%     give the grid (meshgrid arrays or vectors; by default the indices).
%
%     See also: isosurface, isocolors, smooth3.

  narg = nargin;
  negate = false;
  if (nargin > 2 && ischar (varargin{end}))
    if (! strcmpi (varargin{end}, 'negate'))
      error ('isonormals: Unknown option ''%s''', varargin{end});
    end
    negate = true;
    narg = narg - 1;
  end
  switch (narg)
    case 2
      [val, vp] = varargin{1:2};
      x = 1:columns (val);
      y = 1:rows (val);
      z = 1:size (val, 3);
    case 5
      [x, y, z, val, vp] = varargin{1:5};
    otherwise
      print_usage ();
  end
  if (isnumeric (vp) && columns (vp) == 3)
    pa = [];
    v = vp;
  elseif (isgraphics (vp, 'patch'))
    pa = vp;
    v = get (pa, 'Vertices');
  else
    error ('isonormals: input must be a list of vertices or a patch handle');
  end
  normals = volume_at_vertices ('isonormals', x, y, z, val, v, 'normals');
  if (! negate)
    normals = -normals;
  end
  if (nargout == 0)
    if (! isempty (pa))
      set (pa, 'VertexNormals', normals);
    end
  else
    vn = normals;
  end
end
