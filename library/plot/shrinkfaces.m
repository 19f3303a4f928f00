function [nf, nv] = shrinkfaces (varargin)
% -- shrinkfaces (P, SF)
% -- NFV = shrinkfaces (P, SF)
% -- NFV = shrinkfaces (FV, SF)
% -- NFV = shrinkfaces (F, V, SF)
% -- [NF, NV] = shrinkfaces (...)
%     Shrink each face of a patch toward its centroid so that it keeps
%     the fraction SF (0.3) of its area: every vertex moves to c + sqrt
%     (SF) * (v - c).  The patch is a handle P, a struct FV with fields
%     "faces" and "vertices" (and "facevertexcdata"), or faces F and
%     vertices V (2-D or 3-D).  The faces no longer share vertices: face
%     k is made of the new vertices m*(k-1)+1 .. m*k.  With one output
%     (or none and no handle) a struct with fields "faces", "vertices"
%     and "facevertexcdata" is returned; without outputs a patch handle
%     is updated in place.  SF > 1 expands the faces.  (Non-convex faces
%     may come out odd.)
%
%     See also: patch.

  if (nargin < 1 || nargin > 3)
    print_usage ();
  end
  sf = 0.3;
  colors = [];
  p = varargin{1};
  if (isscalar (p) && isgraphics (p, 'patch') && nargin < 3)
    faces = get (p, 'Faces');
    vertices = get (p, 'Vertices');
    colors = get (p, 'FaceVertexCData');
    if (nargin == 2)
      sf = varargin{2};
    end
  elseif (isstruct (p) && nargin < 3)
    faces = p.faces;
    vertices = p.vertices;
    if (isfield (p, 'facevertexcdata'))
      colors = p.facevertexcdata;
    end
    if (nargin == 2)
      sf = varargin{2};
    end
  elseif (ismatrix (p) && nargin >= 2 && ismatrix (varargin{2}))
    faces = p;
    vertices = varargin{2};
    if (nargin == 3)
      sf = varargin{3};
    end
  else
    print_usage ();
  end
  if (! isscalar (sf) || sf <= 0)
    error ('shrinkfaces: scale factor must be a positive scalar');
  end
  if (columns (vertices) < 2 || columns (vertices) > 3)
    error ('shrinkfaces: only 2-D and 3-D patches are supported');
  end
  m = columns (faces);
  if (m < 3)
    error ('shrinkfaces: faces must consist of at least 3 vertices');
  end
  nfaces = rows (faces);
  idx = reshape (faces', [], 1);
  v = vertices(idx, :);
  if (isempty (colors) || rows (colors) == nfaces)
    c = colors;
  elseif (rows (colors) == rows (vertices))
    c = colors(idx, :);
  else
    c = [];   % colors that fit neither faces nor vertices are dropped
  end
  face_of = kron ((1:nfaces)', ones (m, 1));
  centroid = zeros (nfaces, columns (v));
  for d = 1:columns (v)
    centroid(:, d) = accumarray (face_of, v(:, d)) / m;
  end
  centroid = centroid(face_of, :);
  v = sqrt (sf) * (v - centroid) + centroid;
  f = reshape (1:rows (v), m, nfaces)';
  if (nargout == 2)
    nf = f;
    nv = v;
  elseif (nargout == 1 || ! (isscalar (p) && ishghandle (p)))
    nf = struct ('faces', f, 'vertices', v, 'facevertexcdata', c);
  else
    set (p, 'FaceVertexCData', [], 'CData', [], 'Vertices', v, 'Faces', f, ...
         'FaceVertexCData', c);
  end
end
