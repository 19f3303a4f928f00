function cdat = isocolors (varargin)
% -- CDAT = isocolors (C, V)
% -- CDAT = isocolors (X, Y, Z, C, V)
% -- CDAT = isocolors (X, Y, Z, R, G, B, V)
% -- CDAT = isocolors (R, G, B, V)
% -- CDAT = isocolors (..., P)
% -- isocolors (...)
%     The colors of an isosurface's vertices: the volume of indexed
%     colors C (or the volumes R, G, B of an RGB triple) interpolated
%     trilinearly at the vertices V (one [x y z] per row), or at the
%     vertices of the patch handle P (whose "FaceVertexCData" is set when
%     there is no output).  X, Y, Z give the grid (meshgrid arrays or
%     vectors); by default the indices (for R, G, B: 1:rows along x and
%     1:columns along y, as in Octave).
%
%     See also: isosurface, isonormals.

  rgb = false;
  switch (nargin)
    case 2
      [c, vp] = varargin{:};
      x = 1:columns (c);
      y = 1:rows (c);
      z = 1:size (c, 3);
    case 4
      rgb = true;
      [r, g, b, vp] = varargin{:};
      x = 1:rows (r);
      y = 1:columns (r);
      z = 1:size (r, 3);
    case 5
      [x, y, z, c, vp] = varargin{:};
    case 7
      rgb = true;
      [x, y, z, r, g, b, vp] = varargin{:};
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
    error ('isocolors: last argument must be a vertex list or patch handle');
  end
  if (rgb)
    colors = [volume_at_vertices('isocolors', x, y, z, r, v, 'values'), ...
              volume_at_vertices('isocolors', x, y, z, g, v, 'values'), ...
              volume_at_vertices('isocolors', x, y, z, b, v, 'values')];
  else
    colors = volume_at_vertices ('isocolors', x, y, z, c, v, 'values');
  end
  if (nargout == 0)
    if (! isempty (pa))
      set (pa, 'FaceVertexCData', colors);
    end
  else
    cdat = colors;
  end
end
