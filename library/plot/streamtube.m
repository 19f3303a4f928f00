function h = streamtube (varargin)
% -- streamtube (X, Y, Z, U, V, W, SX, SY, SZ)
% -- streamtube (U, V, W, SX, SY, SZ)
% -- streamtube (XYZ, X, Y, Z, DIV)
% -- streamtube (XYZ, DIV)
% -- streamtube (XYZ, DIA)
% -- streamtube (..., OPTIONS)
% -- streamtube (HAX, ...)
% -- H = streamtube (...)
%     Draw tubes around streamlines whose width shows the field's
%     divergence: along the streamlines of the vector field [U, V, W]
%     from the seeds SX, SY, SZ (stream3 with step 0.2), or along the
%     lines of the cell array XYZ.  The radius grows linearly from 0 at
%     the line's smallest divergence DIV (by default divergence's of the
%     field, interpolated along the line, which is cut short where it is
%     not finite) to SCALE/40 of the diagonal of the lines' box at its
%     largest (all that when it is constant).  DIA gives the diameters
%     instead: a scalar, or a cell array of one vector a line.  OPTIONS
%     is [SCALE, N] (default [1, 20]): the width factor and the number
%     of points around the tube.  Each tube is a surface; H is a column
%     of their handles.
%
%     See also: stream3, streamline, streamribbon, ostreamtube, divergence.

  [hax, args] = plot_axes_arg ('streamtube', varargin);
  options = [];
  xyz = [];
  div = [];
  dia = [];
  grid = false;
  switch (numel (args))
    case {2, 3}
      xyz = args{1};
      if (iscell (args{2}) || (numel (args) == 2 && numel (args{2}) == 1))
        dia = args{2};
      else
        div = args{2};
        [m, n, p] = size (div);
        [x, y, z] = meshgrid (1:n, 1:m, 1:p);
      end
      if (numel (args) == 3)
        options = args{3};
      end
    case 5
      [xyz, x, y, z, div] = args{:};
    case {6, 7}
      if (iscell (args{1}) && numel (args) == 6)
        [xyz, x, y, z, div, options] = args{:};
      elseif (iscell (args{1}))
        print_usage ();
      else
        [u, v, w, sx, sy, sz] = args{1:6};
        [m, n, p] = size (u);
        [x, y, z] = meshgrid (1:n, 1:m, 1:p);
        if (numel (args) == 7)
          options = args{7};
        end
      end
    case {9, 10}
      [x, y, z, u, v, w, sx, sy, sz] = args{1:9};
      if (numel (args) == 10)
        options = args{10};
      end
    otherwise
      print_usage ();
  end
  [scale, n] = tube_options ('streamtube', options);
  if (isempty (xyz))
    xyz = stream3 (x, y, z, u, v, w, sx, sy, sz, 0.2);
  end
  if (isempty (div) && isempty (dia))
    div = divergence (x, y, z, u, v, w);
  end
  if (iscell (dia))
    for k = 1:numel (xyz)
      if (rows (dia{k}) != rows (xyz{k}))
        error ('streamtube: DIA must have same length then XYZ');
      end
    end
  end
  if (isempty (hax))
    hax = gca ();
  end
  widest = scale * stream_extent (xyz) / 40;
  hh = [];
  for k = 1:numel (xyz)
    sl = xyz{k};
    m = rows (sl);
    if (m < 2)
      continue;
    end
    if (isempty (dia))
      d = interp3 (x, y, z, div, sl(:, 1), sl(:, 2), sl(:, 3));
      m = min ([m; find(! isfinite (d), 1) - 1]);
      if (m < 2)
        continue;
      end
      d = d(1:m);
      if (min (d) == max (d))
        r = widest * ones (m, 1);
      else
        r = widest * (d - min (d)) / (max (d) - min (d));
      end
    elseif (iscell (dia))
      r = 0.5 * scale * dia{k};
    else
      r = 0.5 * scale * dia * ones (m, 1);
    end
    [T, K] = tube_frame (sl, m, 'tube', []);
    [px, py, pz] = tube_rings (sl, T, K, r, n);
    hh = [hh; surface_of(hax, px, py, pz, pz)];
  end
  if (nargout > 0)
    h = hh;
  end
end
