function h = tetramesh (varargin)
% -- tetramesh (T, X, C)
% -- tetramesh (T, X)
% -- tetramesh (..., PROPERTY, VALUE, ...)
% -- H = tetramesh (...)
%     Draw the tetrahedra of the rows of T (indices of the points X, one
%     [x y z] a row, as delaunay returns them), each as a patch of its
%     four triangles colored with row C(k) of the colormap; by default
%     the tetrahedra take colors spread evenly over the colormap.  The
%     properties go to every patch.  Unless held, the view becomes 3-D.
%     H is a column of the patches' handles.
%
%     See also: delaunay, trimesh, patch.

  [reg, prop] = parseparams (varargin);
  if (numel (reg) < 2 || numel (reg) > 3)
    print_usage ();
  end
  T = reg{1};
  X = reg{2};
  if (! ismatrix (T) || columns (T) != 4)
    error ('tetramesh: T must be an n-by-4 matrix');
  elseif (! ismatrix (X) || columns (X) != 3)
    error ('tetramesh: X must be an n-by-3 matrix');
  end
  n = rows (T);
  cmap = colormap ();
  if (numel (reg) < 3)
    m = rows (cmap);
    C = mod ((0:n - 1)', m) + 1;
    if (n > 1 && n < m)
      C = floor ((C - 1) * (m - 1) / (n - 1)) + 1;   % spread over the map
    end
  else
    C = reg{3};
    if (! isvector (C) || n != numel (C))
      error ('tetramesh: C must be a vector of the same length as T');
    end
  end
  hax = newplot ();
  sides = [1 2 3; 2 3 4; 3 4 1; 4 1 2];
  hvec = zeros (n, 1);
  for k = 1:n
    hvec(k) = patch ('Faces', sides, 'Vertices', X(T(k, :), :), ...
                     'FaceColor', cmap(C(k), :), 'FaceAlpha', 1.0, prop{:});
  end
  if (! ishold ())
    set (hax, 'view', [-37.5, 30]);
  end
  if (nargout > 0)
    h = hvec;
  end
end
