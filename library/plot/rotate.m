function rotate (h, direction, alpha, origin)
  % ROTATE  Turn graphics objects (lines, patches, surfaces, images) about
  %   an axis: rotate (h, direction, alpha), rotate (h, direction, alpha,
  %   origin). direction is [theta phi] (degrees: azimuth and elevation)
  %   or a 3-vector; alpha is the angle in degrees (right-hand rule);
  %   origin defaults to the center of the objects' data. Their xdata,
  %   ydata and zdata change.
  if (nargin < 3 || nargin > 4)
    print_usage ();
  end
  if (! all (ishghandle (h(:))))
    error ("rotate: H must be an array of graphics handles");
  end
  if (numel (direction) == 2)
    t = direction(1) * pi / 180;  p = direction(2) * pi / 180;
    direction = [cos(p) * cos(t), cos(p) * sin(t), sin(p)];
  elseif (numel (direction) != 3)
    error ("rotate: DIRECTION must be a 2- or 3-element vector");
  end
  if (! isscalar (alpha))
    error ("rotate: ALPHA must be a scalar");
  end
  k = direction(:)' / norm (direction);
  h = h(:)';
  data = cell (numel (h), 3);
  for i = 1:numel (h)
    data(i,:) = {get(h(i), "xdata"), get(h(i), "ydata"), zdata_of(h(i))};
    [xx, yy] = deal (data{i,1}, data{i,2});
    if (isvector (xx) && isvector (yy) && ! isvector (data{i,3}) ...
        && ! isempty (data{i,3}))
      [xx, yy] = meshgrid (xx, yy);
      data(i,1:2) = {xx, yy};
    end
  end
  if (nargin < 4)
    lo = Inf (1, 3);  hi = -Inf (1, 3);
    for i = 1:numel (h)
      for c = 1:3
        v = data{i,c}(:);
        if (isempty (v))
          v = 0;
        end
        lo(c) = min ([lo(c); v]);  hi(c) = max ([hi(c); v]);
      end
    end
    origin = (lo + hi) / 2;
  end
  a = alpha * pi / 180;
  K = [0 -k(3) k(2); k(3) 0 -k(1); -k(2) k(1) 0];
  R = eye (3) + sin (a) * K + (1 - cos (a)) * K ^ 2;
  for i = 1:numel (h)
    [xx, yy, zz] = data{i,:};
    if (isempty (zz))
      zz = zeros (size (xx));
    end
    P = [xx(:) yy(:) zz(:)] - origin;
    Q = P * R' + origin;
    set (h(i), "xdata", reshape (Q(:,1), size (xx)), "ydata", reshape (Q(:,2), size (yy)));
    if (isprop (h(i), "zdata"))
      set (h(i), "zdata", reshape (Q(:,3), size (zz)));
    end
  end
end

function z = zdata_of (h)
  % An object's zdata, or [] for one without any (images).
  z = [];
  if (isprop (h, "zdata"))
    z = get (h, "zdata");
  end
end
