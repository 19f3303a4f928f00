function h = rectangle (varargin)
  % RECTANGLE  A rectangle, possibly with rounded corners, drawn as a patch.
  %   rectangle (), rectangle ("Position", [x y w h]), rectangle (ax, ...),
  %   rectangle (..., "Curvature", c, "EdgeColor", ec, "FaceColor", fc,
  %   "LineStyle", ls, "LineWidth", lw). Curvature [cx cy] rounds the corners
  %   with ellipses of half-axes cx*w/2 and cy*h/2; a scalar c uses
  %   c*min(w,h)/2 for both. Returns the patch's handle.
  [ax, args] = plot_axes_arg ("rectangle", varargin);
  if (mod (numel (args), 2) != 0)
    print_usage ();
  end
  pos = [0 0 1 1];
  curv = [0 0];
  ec = [0 0 0];
  fc = "none";
  rest = {};
  for k = 1:2:numel (args)
    name = args{k};
    val = args{k+1};
    if (! ischar (name))
      error ("rectangle: property names must be strings");
    end
    switch (lower (name))
      case "position"
        if (! isnumeric (val) || numel (val) != 4)
          error ("rectangle: Position must be a 4-element vector [x y w h]");
        end
        pos = double (val(:)');
      case "curvature"
        if (! isnumeric (val) || ! any (numel (val) == [1 2]))
          error ("rectangle: Curvature must be a scalar or a 2-element vector");
        end
        curv = double (val(:)');
      case "edgecolor"
        ec = val;
      case "facecolor"
        fc = val;
      otherwise
        rest(end+1:end+2) = {name, val};
    end
  end
  [x, y] = outline (pos, curv);
  ax = plot_target (ax);
  if (ischar (ec) && strcmpi (ec, "none"))
    hh = patch (ax, x, y, [1 1 1], "edgecolor", "none", rest{:});
  else
    hh = patch (ax, x, y, ec, "edgecolor", ec, rest{:});
  end
  set (hh, "facecolor", fc);
  if (nargout > 0)
    h = hh;
  end
end

function [x, y] = outline (pos, curv)
  % The rectangle's corners, or its rounded outline, counterclockwise.
  w = pos(3);  h = pos(4);
  if (isscalar (curv))
    r = curv * min (w, h) / 2;
    rx = r;  ry = r;
  else
    rx = curv(1) * w / 2;  ry = curv(2) * h / 2;
  end
  rx = min (max (rx, 0), w / 2);  ry = min (max (ry, 0), h / 2);
  if (rx == 0 || ry == 0)
    x = pos(1) + [0 w w 0];
    y = pos(2) + [0 0 h h];
    return;
  end
  t = linspace (0, pi / 2, 16);
  % Corners counterclockwise from the lower right: centers and starting angles.
  cx = pos(1) + [w - rx, w - rx, rx, rx];
  cy = pos(2) + [ry, h - ry, h - ry, ry];
  start = [-pi / 2, 0, pi / 2, pi];
  x = [];  y = [];
  for k = 1:4
    x = [x, cx(k) + rx * cos(start(k) + t)];
    y = [y, cy(k) + ry * sin(start(k) + t)];
  end
end
