function varargout = isosurface (varargin)
% -- FV = isosurface (V, ISOVAL)
% -- FV = isosurface (V)
% -- FV = isosurface (X, Y, Z, V, ISOVAL)
% -- FV = isosurface (X, Y, Z, V)
% -- FVC = isosurface (..., COL)
% -- FV = isosurface (..., "noshare")
% -- FV = isosurface (..., "verbose")
% -- [F, V] = isosurface (...)
% -- [F, V, C] = isosurface (...)
% -- isosurface (...)
%     The triangles of the surface where the volume V (3-D, at least 2 in
%     every dimension) equals ISOVAL, by marching cubes: a struct with
%     fields "faces" (one triangle of vertex indices a row) and
%     "vertices" (one [x y z] a row), and "facevertexcdata" when the
%     volume COL gives a color at each vertex (interpolated like the
%     vertices).  X, Y, Z are the grid (meshgrid arrays or vectors, or []
%     for the indices).  Without ISOVAL it is taken from the histogram of
%     V.  Vertices shared by cells are merged unless "noshare" is given
%     ("verbose" is accepted and ignored).  Without outputs the surface is
%     drawn as a patch, lit, with its normals from isonormals.
%
%     See also: isonormals, isocolors, isocaps, smooth3, reducevolume,
%     reducepatch, patch.

  if (nargin < 1 || nargin > 8)
    print_usage ();
  end
  [x, y, z, v, isoval, col, noshare] = isosurface_args (nargout, varargin{:});
  [faces, vertices, colors] = marching_cubes (x, y, z, v, isoval, col);
  if (isempty (vertices) || isempty (faces))
    warning ('isosurface: triangulation is empty');
  end
  nan_vertex = any (isnan (vertices), 2);
  faces(any (nan_vertex(faces), 2), :) = [];
  if (! noshare)
    [faces, vertices, keep] = merge_vertices (faces, vertices);
    if (! isempty (col))
      colors = colors(keep);
    end
  end
  switch (nargout)
    case 0
      if (isempty (col))
        colors = isoval;
      end
      hax = gca ();
      pa = patch ('Faces', faces, 'Vertices', vertices, ...
                  'FaceVertexCData', colors, 'FaceColor', 'flat', ...
                  'EdgeColor', 'none', 'FaceLighting', 'gouraud');
      if (! ishold ())
        set (hax, 'View', [-37.5, 30]);
      end
      isonormals (x, y, z, v, pa);
      if (isempty (findobj (hax, 'Type', 'light')))
        camlight ();
      end
    case 1
      varargout = {struct('faces', faces, 'vertices', vertices)};
      if (! isempty (col))
        varargout{1}.facevertexcdata = colors;
      end
    case 2
      varargout = {faces, vertices};
    otherwise
      varargout = {faces, vertices, colors};
  end
end

function [x, y, z, v, isoval, col, noshare] = isosurface_args (nout, varargin)
  noshare = false;
  nin = numel (varargin);
  nopt = 0;
  for k = nin:-1:max (nin - 1, 1)
    if (! ischar (varargin{k}))
      break;
    end
    switch (lower (varargin{k}))
      case {'v', 'verbose', ''}
      case {'n', 'noshare'}
        noshare = true;
      otherwise
        error ('isosurface: parameter ''%s'' not supported', varargin{k});
    end
    nopt = nopt + 1;
  end
  x = [];
  y = [];
  z = [];
  isoval = [];
  col = [];
  args = varargin(1:nin - nopt);
  switch (numel (args))
    case {1, 2, 3}
      v = args{1};
      rest = args(2:end);
    case {4, 5, 6}
      [x, y, z, v] = args{1:4};
      rest = args(5:end);
    otherwise
      error ('isosurface: incorrect number of input arguments');
  end
  if (numel (rest) == 2)
    [isoval, col] = rest{:};
  elseif (numel (rest) == 1)
    if (isscalar (rest{1}) || isempty (rest{1}))
      isoval = rest{1};
    else
      col = rest{1};
    end
  end
  sz = size (v);
  if (ndims (v) != 3 || any (sz < 2))
    error ('isosurface: V must be a non-singleton 3-dimensional matrix');
  end
  x = volume_grid ('isosurface', 'X', x, sz, 2);
  y = volume_grid ('isosurface', 'Y', y, sz, 1);
  z = volume_grid ('isosurface', 'Z', z, sz, 3);
  if (isempty (isoval))
    isoval = default_isovalue (v);
  end
  if (! isscalar (isoval))
    error ('isosurface: ISOVAL must be a scalar');
  end
  if (! isempty (col))
    if (! size_equal (v, col))
      error ('isosurface: COL must match the size of V');
    end
    if (nout == 2)
      warning ('isosurface: colors will be calculated, but no output argument to receive it');
    end
  elseif (nout >= 3)
    error ('isosurface: COL must be passed to return C');
  end
end
