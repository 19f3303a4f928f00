function xy = stream2 (varargin)
% -- XY = stream2 (X, Y, U, V, SX, SY)
% -- XY = stream2 (U, V, SX, SY)
% -- XY = stream2 (..., OPTIONS)
%     The streamlines of the 2-D vector field [U, V] on the grid of the
%     meshgrid arrays X, Y (by default the indices), from the seed points
%     [SX(k), SY(k)]: a cell array with one NVERTS-by-2 matrix a seed ([]
%     for a seed outside the grid).  OPTIONS is [STEPSIZE, MAX_VERTICES]
%     (default [0.1, 10000]): the step length in cells (negative goes
%     against the field) and the most vertices of a line.  Each step is
%     Heun's method on the normalized bilinear interpolant of the field,
%     taken in cell coordinates; a line ends at the grid's edge or where
%     the field vanishes.
%
%     See also: stream3, streamline.

  options = [];
  switch (nargin)
    case {4, 5}
      u = varargin{1};
      v = varargin{2};
      sx = varargin{3};
      sy = varargin{4};
      if (nargin == 5)
        options = varargin{5};
      end
      [x, y] = meshgrid (1:columns (u), 1:rows (u));
    case {6, 7}
      [x, y, u, v, sx, sy] = varargin{1:6};
      if (nargin == 7)
        options = varargin{7};
      end
    otherwise
      print_usage ();
  end
  [stepsize, max_vertices] = stream_options ('stream2', options);
  if (! (size_equal (u, v, x, y) && size_equal (sx, sy)))
    error ('stream2: matrix dimensions must match');
  end
  if (iscomplex (u) || iscomplex (v) || iscomplex (x) || iscomplex (y) ...
      || iscomplex (sx) || iscomplex (sy))
    error ('stream2: all inputs must be real-valued');
  end
  xy = stream_lines ('stream2', {x(1, :), y(:, 1).'}, {u, v}, ...
                     [sx(:), sy(:)], stepsize, max_vertices);
end
