function xyz = stream3 (varargin)
% -- XYZ = stream3 (X, Y, Z, U, V, W, SX, SY, SZ)
% -- XYZ = stream3 (U, V, W, SX, SY, SZ)
% -- XYZ = stream3 (..., OPTIONS)
%     The streamlines of the 3-D vector field [U, V, W] on the grid of the
%     meshgrid arrays X, Y, Z (by default the indices), from the seed
%     points [SX(k), SY(k), SZ(k)]: a cell array with one NVERTS-by-3
%     matrix a seed ([] for a seed outside the grid).  OPTIONS is
%     [STEPSIZE, MAX_VERTICES] (default [0.1, 10000]): the step length in
%     cells (negative goes against the field) and the most vertices of a
%     line.  Each step is Heun's method on the normalized trilinear
%     interpolant of the field, taken in cell coordinates; a line ends at
%     the grid's edge or where the field vanishes.
%
%     See also: stream2, streamline.

  options = [];
  switch (nargin)
    case {6, 7}
      [u, v, w, sx, sy, sz] = varargin{1:6};
      if (nargin == 7)
        options = varargin{7};
      end
      [x, y, z] = meshgrid (1:columns (u), 1:rows (u), 1:size (u, 3));
    case {9, 10}
      [x, y, z, u, v, w, sx, sy, sz] = varargin{1:9};
      if (nargin == 10)
        options = varargin{10};
      end
    otherwise
      print_usage ();
  end
  [stepsize, max_vertices] = stream_options ('stream3', options);
  if (! (size_equal (u, v, w, x, y, z) && size_equal (sx, sy, sz)))
    error ('stream3: matrix dimensions must match');
  end
  if (iscomplex (u) || iscomplex (v) || iscomplex (w) || iscomplex (x) ...
      || iscomplex (y) || iscomplex (z) || iscomplex (sx) || iscomplex (sy) ...
      || iscomplex (sz))
    error ('stream3: all inputs must be real-valued');
  end
  gz = z(1, 1, :);
  xyz = stream_lines ('stream3', {x(1, :, 1), y(:, 1, 1).', gz(:).'}, ...
                      {u, v, w}, [sx(:), sy(:), sz(:)], stepsize, max_vertices);
end
