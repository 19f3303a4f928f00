function h = streamribbon (varargin)
% -- streamribbon (X, Y, Z, U, V, W, SX, SY, SZ)
% -- streamribbon (U, V, W, SX, SY, SZ)
% -- streamribbon (XYZ, X, Y, Z, ANLR_SPD, LIN_SPD)
% -- streamribbon (XYZ, ANLR_SPD, LIN_SPD)
% -- streamribbon (XYZ, ANLR_ROT)
% -- streamribbon (..., WIDTH)
% -- streamribbon (HAX, ...)
% -- H = streamribbon (...)
%     Draw ribbons along streamlines that twist with the field's
%     rotation: along the streamlines of the vector field [U, V, W] from
%     the seeds SX, SY, SZ (stream3), or along the lines of the cell
%     array XYZ.  Each step turns the ribbon about the line by the
%     angle ANLR_SPD / LIN_SPD times the step's length (the trapezoid
%     rule), where ANLR_SPD is the angular speed (curl's one output) and
%     LIN_SPD the speed, both sampled on the grid and interpolated along
%     the line (which is cut short where either gives no rotation).
%     ANLR_ROT gives the angles themselves, a vector a line.  WIDTH is
%     the ribbon's width (by default 1/25 of the diagonal of the lines'
%     box).  Each ribbon is a surface colored by its total angle; H is a
%     column of their handles.
%
%     See also: streamline, stream3, streamtube, ostreamtube, curl.

  [hax, args] = plot_axes_arg ('streamribbon', varargin);
  width = [];
  xyz = [];
  anlr_spd = [];
  lin_spd = [];
  anlr_rot = [];
  grid = false;
  switch (numel (args))
    case 2
      [xyz, anlr_rot] = args{:};
    case 3
      if (numel (args{3}) == 1)
        [xyz, anlr_rot, width] = args{:};
      else
        [xyz, anlr_spd, lin_spd] = args{:};
        grid = true;
      end
    case 4
      [xyz, anlr_spd, lin_spd, width] = args{:};
      grid = true;
    case {6, 7}
      if (iscell (args{1}))
        [xyz, x, y, z, anlr_spd, lin_spd] = args{1:6};
      else
        [u, v, w, sx, sy, sz] = args{1:6};
        grid = true;
      end
      if (numel (args) == 7)
        width = args{7};
      end
    case {9, 10}
      [x, y, z, u, v, w, sx, sy, sz] = args{1:9};
      if (numel (args) == 10)
        width = args{10};
      end
    otherwise
      print_usage ();
  end
  if (grid)
    if (isempty (xyz))
      [m, n, p] = size (u);
    else
      [m, n, p] = size (anlr_spd);
    end
    [x, y, z] = meshgrid (1:n, 1:m, 1:p);
  end
  if (isempty (xyz))
    xyz = stream3 (x, y, z, u, v, w, sx, sy, sz);
    anlr_spd = curl (x, y, z, u, v, w);
    lin_spd = sqrt (u .* u + v .* v + w .* w);
  end
  if (isempty (width))
    width = stream_extent (xyz) / 25;
  elseif (! isreal (width) || width <= 0)
    error ('streamribbon: WIDTH must be a real scalar > 0');
  end
  if (! isempty (anlr_rot))
    for k = 1:numel (xyz)
      if (rows (anlr_rot{k}) != rows (xyz{k}))
        error ('streamribbon: ANLR_ROT must have same length as XYZ');
      end
    end
  end
  if (isempty (hax))
    hax = gca ();
  end
  hh = [];
  for k = 1:numel (xyz)
    sl = xyz{k};
    if (rows (sl) < 2)
      continue;
    end
    if (isempty (anlr_rot))
      omega = interp3 (x, y, z, anlr_spd, sl(:, 1), sl(:, 2), sl(:, 3));
      speed = interp3 (x, y, z, lin_spd, sl(:, 1), sl(:, 2), sl(:, 3));
      m = min ([rows(sl); find(isnan (omega) | speed == 0, 1) - 1]);
      if (m < 2)
        continue;
      end
      rate = omega(1:m) ./ speed(1:m);
      step = sqrt (sum (diff (sl(1:m, :), 1, 1) .^ 2, 2));
      twist = step .* (rate(1:end - 1) + rate(2:end)) / 2;
    else
      m = rows (sl);
      twist = anlr_rot{k};
    end
    hh = [hh; ribbon_of(hax, sl, m, twist(:), width / 2)];
  end
  if (nargout > 0)
    h = hh;
  end
end

function h = ribbon_of (hax, sl, m, twist, half)
% The ribbon along the first M points of SL, HALF its width to each side,
% colored by the angle it has turned through.
  [~, K] = tube_frame (sl, m, 'ribbon', twist);
  angle = [0; cumsum(twist)];
  c = [angle(1:m).'; angle(1:m).'];
  px = [sl(1:m, 1).' - half * K(:, 1).'; sl(1:m, 1).' + half * K(:, 1).'];
  py = [sl(1:m, 2).' - half * K(:, 2).'; sl(1:m, 2).' + half * K(:, 2).'];
  pz = [sl(1:m, 3).' - half * K(:, 3).'; sl(1:m, 3).' + half * K(:, 3).'];
  h = surface_of (hax, px, py, pz, c);
end
