function h = ostreamtube (varargin)
% -- ostreamtube (X, Y, Z, U, V, W, SX, SY, SZ)
% -- ostreamtube (U, V, W, SX, SY, SZ)
% -- ostreamtube (XYZ, X, Y, Z, U, V, W)
% -- ostreamtube (..., OPTIONS)
% -- ostreamtube (HAX, ...)
% -- H = ostreamtube (...)
%     Draw tubes around streamlines whose cross-section follows the flow
%     of the vector field [U, V, W] (grid X, Y, Z, by default the
%     indices): along the streamlines from the seeds SX, SY, SZ (stream3
%     with step 0.2), or along the lines of the cell array XYZ.  A tube
%     starts with the radius SCALE/25 of the diagonal of the lines' box;
%     from one point to the next the radius is multiplied by
%     exp (DIV * STEP / (2 * SPEED)) * sqrt (SPEED_BEFORE / SPEED), with
%     the divergence DIV and the speed interpolated at the point and STEP
%     the segment's length (a line stops before the first point where the
%     divergence is not a number; lines of fewer than 3 points are left
%     out).  OPTIONS is [SCALE, N] (default [1, 20]): the width factor
%     and the number of points around the tube.  Each tube is a surface
%     colored by the speed; H is a column of their handles.
%
%     See also: stream3, streamline, streamribbon, streamtube.

  [hax, args] = plot_axes_arg ('ostreamtube', varargin);
  options = [];
  xyz = [];
  switch (numel (args))
    case 6
      [u, v, w, sx, sy, sz] = args{:};
      [m, n, p] = size (u);
      [x, y, z] = meshgrid (1:n, 1:m, 1:p);
    case 7
      if (iscell (args{1}))
        [xyz, x, y, z, u, v, w] = args{:};
      else
        [u, v, w, sx, sy, sz, options] = args{:};
        [m, n, p] = size (u);
        [x, y, z] = meshgrid (1:n, 1:m, 1:p);
      end
    case 8
      [xyz, x, y, z, u, v, w, options] = args{:};
    case {9, 10}
      [x, y, z, u, v, w, sx, sy, sz] = args{1:9};
      if (numel (args) == 10)
        options = args{10};
      end
    otherwise
      print_usage ();
  end
  [scale, n] = tube_options ('ostreamtube', options);
  if (isempty (hax))
    hax = gca ();
  end
  if (isempty (xyz))
    xyz = stream3 (x, y, z, u, v, w, sx, sy, sz, 0.2);
  end
  div = divergence (x, y, z, u, v, w);
  r0 = scale * stream_extent (xyz) / 25;
  hh = [];
  for k = 1:numel (xyz)
    sl = xyz{k};
    if (rows (sl) < 3)
      continue;
    end
    at = {x, y, z, [], sl(:, 1), sl(:, 2), sl(:, 3)};
    speed = sqrt (interp3 (at{1:3}, u, at{5:7}) .^ 2 + interp3 (at{1:3}, v, at{5:7}) .^ 2 ...
                  + interp3 (at{1:3}, w, at{5:7}) .^ 2);
    d = interp3 (at{1:3}, div, at{5:7});
    m = min ([rows(sl); find(isnan (d), 1) - 1]);
    if (m < 3)
      continue;
    end
    step = [0; sqrt(sum (diff (sl(1:m, :), 1, 1) .^ 2, 2))];
    r = r0 * ones (m, 1);
    for i = 2:m
      r(i) = r(i - 1) * exp (0.5 * d(i) * step(i) / speed(i)) * sqrt (speed(i - 1) / speed(i));
    end
    [T, K] = tube_frame (sl, m, 'tube', []);
    [px, py, pz] = tube_rings (sl, T, K, r, n);
    hh = [hh; surface_of(hax, px, py, pz, repmat(speed(1:m).', n, 1))];
  end
  if (nargout > 0)
    h = hh;
  end
end
