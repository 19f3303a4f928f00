function varargout = reducepatch (varargin)
% -- REDUCED_FV = reducepatch (FV)
% -- REDUCED_FV = reducepatch (FACES, VERTICES)
% -- REDUCED_FV = reducepatch (PATCH_HANDLE)
% -- reducepatch (PATCH_HANDLE, ...)
% -- REDUCED_FV = reducepatch (..., REDUCTION_FACTOR)
% -- REDUCED_FV = reducepatch (..., "fast")
% -- REDUCED_FV = reducepatch (..., "verbose")
% -- [REDUCED_FACES, REDUCED_VERTICES] = reducepatch (...)
%     Fewer triangles for a triangulated patch (a struct FV with fields
%     "faces" and "vertices", FACES and VERTICES, or a patch handle, which
%     is changed in place when there are no outputs): the shortest edge
%     is collapsed to its midpoint, again and again, until fewer faces
%     are left than REDUCTION_FACTOR of them (a fraction below 1, 0.5 by
%     default) or than REDUCTION_FACTOR itself (1 or more).  Vertices
%     shared by faces are merged first, unless "fast" is given;
%     "verbose" prints the counts.
%
%     See also: reducevolume, isosurface, patch.

  if (nargin < 1 || nargin > 5)
    print_usage ();
  end
  [faces, vertices, max_faces, hp, fast, verbose] = reducepatch_args (varargin{:});
  if (verbose)
    printf ('reducepatch: before reduction of faces:           %5d faces, %5d vertices\n', ...
            rows (faces), rows (vertices));
  end
  if (max_faces < rows (faces))
    if (! fast)
      [faces, vertices] = merge_vertices (faces, vertices);
      if (verbose)
        printf ('reducepatch: after detection of shared vertices:  %5d faces, %5d vertices\n', ...
                rows (faces), rows (vertices));
      end
    end
    [faces, vertices] = collapse_edges (faces, vertices, max_faces, verbose);
  end
  if (verbose)
    printf ('reducepatch: after reduction of faces:            %5d faces, %5d vertices\n', ...
            rows (faces), rows (vertices));
  end
  if (! isempty (hp) && nargout == 0)
    set (hp, 'Faces', faces, 'Vertices', vertices);
  elseif (nargout == 2)
    varargout = {faces, vertices};
  else
    varargout = {struct('faces', faces, 'vertices', vertices)};
  end
end

function [faces, vertices] = collapse_edges (faces, vertices, max_faces, verbose)
% Collapse the shortest edge (the first of equal ones, edges in sorted
% order) into its midpoint until fewer than MAX_FACES faces are left.
% A collapse removes the faces on the edge, moves the edge's second
% vertex's faces and edges onto its first, and merges the edges that
% then coincide.
  alive = true (rows (faces), 1);
  gone = false (rows (vertices), 1);
  edges = unique (sort ([faces(:, [1 2]); faces(:, [2 3]); faces(:, [3 1])], 2), 'rows');
  len = edge_lengths (vertices, edges);
  if (verbose)
    printf ('reducepatch: reducing number of faces');
    dots_every = (nnz (alive) - max_faces) / 100;
    count = 0;
  end
  nalive = rows (faces);
  while (nalive >= max_faces)
    [shortest, k] = min (len);
    if (! isfinite (shortest))
      break;
    end
    a = edges(k, 1);
    b = edges(k, 2);
    vertices(a, :) = (vertices(a, :) + vertices(b, :)) / 2;
    len(k) = Inf;   % edges are retired by an infinite length, not removed
    on_edge = alive & any (faces == a, 2) & any (faces == b, 2);
    alive(on_edge) = false;
    nalive = nalive - nnz (on_edge);
    faces(faces == b) = a;
    gone(b) = true;
    at_b = find (edges == b);
    edges(at_b) = a;
    at_a = find (any (edges == a, 2) & isfinite (len));
    edges(at_a, :) = sort (edges(at_a, :), 2);
    other = sum (edges(at_a, :), 2) - a;
    [~, first] = unique (other, 'first');
    twice = at_a(setdiff (1:numel (at_a), first));
    len(twice) = Inf;
    at_a = at_a(first);
    len(at_a) = edge_lengths (vertices, edges(at_a, :));
    if (verbose)
      count = count + 1;
      if (count > dots_every)
        printf ('.');
        count = 0;
      end
    end
  end
  if (verbose)
    printf ('\n');
  end
  renumber = cumsum (! gone);
  faces = renumber(faces(alive, :));
  if (rows (faces) == 1)
    faces = faces(:).';
  end
  vertices = vertices(! gone, :);
end

function len = edge_lengths (vertices, edges)
  d = vertices(edges(:, 1), :) - vertices(edges(:, 2), :);
  len = sqrt (sum (d .^ 2, 2));
end

function [faces, vertices, max_faces, hp, fast, verbose] = reducepatch_args (varargin)
  faces = [];
  vertices = [];
  hp = [];
  fast = false;
  verbose = false;
  nopt = 0;
  for k = nargin:-1:max (nargin - 1, 1)
    if (! ischar (varargin{k}))
      break;
    end
    switch (lower (varargin{k}))
      case {'f', 'fast'}
        fast = true;
      case {'v', 'verbose'}
        verbose = true;
      case ''
      otherwise
        error ('reducepatch: parameter ''%s'' not supported', varargin{k});
    end
    nopt = nopt + 1;
  end
  nin = nargin - nopt;
  arg1 = varargin{1};
  next = 2;
  if (isstruct (arg1))
    if (! all (isfield (arg1, {'vertices', 'faces'})))
      error ('reducepatch: struct FV must contain the fields ''vertices'' and ''faces''.');
    end
    vertices = arg1.vertices;
    faces = arg1.faces;
  elseif (isscalar (arg1))
    if (! isgraphics (arg1, 'patch'))
      error ('reducepatch: PATCH_HANDLE must be a valid handle to a patch');
    end
    hp = arg1;
    vertices = get (hp, 'Vertices');
    faces = get (hp, 'Faces');
  elseif (ismatrix (arg1))
    if (nin < 2 || ! ismatrix (varargin{2}))
      error ('reducepatch: If first argument is a matrix containing FACES, second argument must be a matrix containing VERTICES');
    end
    faces = arg1;
    vertices = varargin{2};
    next = 3;
  else
    print_usage ();
  end
  factor = 0.5;
  if (nin >= next)
    factor = varargin{next};
    if (! isscalar (factor) || factor <= 0)
      error ('reducepatch: REDUCTION_FACTOR must be a positive scalar');
    end
  end
  if (columns (vertices) != 3)
    error ('reducepatch: VERTICES must be an Mx3 matrix');
  end
  if (columns (faces) != 3)
    error ('reducepatch: Currently patches must consist of triangles only');
  end
  if (any (mod (faces(:), 1)) || any (faces(:) < 1))
    error ('reducepatch: FACES must consist of positive integer indices only');
  end
  if (max (faces(:)) > rows (vertices))
    error ('reducepatch: not enough VERTICES for given FACES');
  end
  if (factor < 1)
    max_faces = floor (rows (faces) * factor);
  else
    max_faces = factor;
  end
end
