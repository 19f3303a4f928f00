function varargout = isocaps (varargin)
% -- FVC = isocaps (V, ISOVAL)
% -- FVC = isocaps (V)
% -- FVC = isocaps (X, Y, Z, V, ISOVAL)
% -- FVC = isocaps (X, Y, Z, V)
% -- FVC = isocaps (..., WHICH_CAPS)
% -- FVC = isocaps (..., WHICH_PLANE)
% -- FVC = isocaps (..., "verbose")
% -- [FACES, VERTICES, FVCDATA] = isocaps (...)
% -- isocaps (...)
%     The end caps that close an isosurface of the volume V where it
%     meets the volume's boundary planes: triangles covering the part of
%     each plane where V is above ISOVAL (WHICH_CAPS "above" or "a", the
%     default) or below it ("below", "b").  WHICH_PLANE picks one plane:
%     "xmin", "xmax", "ymin", "ymax", "zmin", "zmax" or "all" (the
%     default).  X, Y, Z give the grid (arrays, vectors or [] for the
%     indices); without ISOVAL it is taken from V's histogram.  A struct
%     with fields "vertices", "faces" and "facevertexcdata" (V at the
%     vertices) is returned, or the three separately; without outputs
%     the caps are drawn as a patch.  Each cap is the isosurface of a
%     slab of two layers, the boundary plane's values and a layer of a
%     value beyond V's range, laid flat onto the plane.
%
%     See also: isosurface, isonormals, patch.

  if (nargin < 1 || nargin > 8)
    print_usage ();
  end
  [x, y, z, v, isoval, which_caps, which_plane, verbose] = isocaps_args (varargin{:});
  if (any (strcmp (which_caps, {'a', 'above'})))
    outside = min ([v(:); isoval]) - 1;
  else
    outside = max ([v(:); isoval]) + 1;
  end
  if (strcmp (which_plane, 'all'))
    planes = {'xmin', 'xmax', 'ymin', 'ymax', 'zmin', 'zmax'};
  else
    planes = {which_plane};
  end
  faces = [];
  vertices = [];
  for k = 1:numel (planes)
    [f, p] = cap (x, y, z, v, isoval, outside, planes{k}, verbose);
    faces = [faces; f + rows(vertices)];
    vertices = [vertices; p];
  end
  fvcdata = [];
  if (! isempty (vertices))
    fvcdata = interp3 (x, y, z, v, vertices(:, 1), vertices(:, 2), vertices(:, 3));
  end
  switch (nargout)
    case 0
      patch ('Faces', faces, 'Vertices', vertices, 'FaceVertexCData', fvcdata, ...
             'FaceColor', 'interp', 'EdgeColor', 'none');
    case 1
      varargout = {struct('vertices', vertices, 'faces', faces, ...
                          'facevertexcdata', fvcdata)};
    otherwise
      varargout = {faces, vertices, fvcdata};
  end
end

function [faces, vertices] = cap (x, y, z, v, isoval, outside, plane, verbose)
% The cap on one boundary plane: the slab is the volume's first two layers
% across the plane (for their coordinates), filled with OUTSIDE and then
% the plane's values.
  dim = find ('yxz' == plane(1));   % x runs along columns, y along rows
  n = size (v, dim);
  if (strcmp (plane(2:end), 'min'))
    at = 1;
  else
    at = n;
  end
  idx = {':', ':', ':'};
  idx{dim} = at;
  layer = v(idx{:});
  idx{dim} = 1:2;
  slab = cat (dim, outside + zeros (size (layer)), layer);
  grid = {x, y, z};
  coord = find ('xyz' == plane(1));
  [faces, vertices] = isosurface (x(idx{:}), y(idx{:}), z(idx{:}), slab, ...
                                  isoval, verbose);
  if (! isempty (vertices))
    sel = {1, 1, 1};
    sel{dim} = at;
    vertices(:, coord) = grid{coord}(sel{:});
  end
end

function [x, y, z, v, isoval, which_caps, which_plane, verbose] = isocaps_args (varargin)
  which_caps = 'above';
  which_plane = 'all';
  verbose = '';
  nin = nargin;
  nopt = 0;
  for k = nin:-1:max (nin - 2, 1)
    if (! ischar (varargin{k}))
      break;
    end
    opt = lower (varargin{k});
    switch (opt)
      case {'v', 'verbose'}
        verbose = 'verbose';
      case {'all', 'xmin', 'xmax', 'ymin', 'ymax', 'zmin', 'zmax'}
        which_plane = opt;
      case {'above', 'a', 'below', 'b'}
        which_caps = opt;
      otherwise
        error ('isocaps: parameter ''%s'' not supported', varargin{k});
    end
    nopt = nopt + 1;
  end
  x = [];
  y = [];
  z = [];
  isoval = [];
  switch (nin - nopt)
    case {1, 2}
      v = varargin{1};
      if (nin - nopt == 2)
        isoval = varargin{2};
      end
    case {4, 5}
      [x, y, z, v] = varargin{1:4};
      if (nin - nopt == 5)
        isoval = varargin{5};
      end
    otherwise
      error ('isocaps: incorrect number of input arguments');
  end
  sz = size (v);
  if (ndims (v) != 3 || any (sz < 2))
    error ('isocaps: V must be a non-singleton 3-dimensional matrix');
  end
  x = volume_grid ('isocaps', 'X', x, sz, 2);
  y = volume_grid ('isocaps', 'Y', y, sz, 1);
  z = volume_grid ('isocaps', 'Z', z, sz, 3);
  if (isempty (isoval))
    isoval = default_isovalue (v);
  end
  if (! isscalar (isoval) || ! isnumeric (isoval))
    error ('isocaps: ISOVAL must be a scalar number');
  end
end
