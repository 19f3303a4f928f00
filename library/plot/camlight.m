function h = camlight (varargin)
  % CAMLIGHT  A light placed relative to the camera: camlight () or
  %   camlight ("right") (30 degrees right of and above the camera),
  %   camlight ("left"), camlight ("headlight") (at the camera), camlight
  %   (az, el) (degrees from the line of sight), camlight (..., style)
  %   ("local" or "infinite"), camlight (hl, ...) (moves light hl),
  %   camlight (ax, ...).
  args = varargin;
  hl = [];
  ax = [];
  if (! isempty (args) && isnumeric (args{1}) && isscalar (args{1}) ...
      && ishghandle (args{1}))
    switch (get (args{1}, "type"))
      case "light"
        hl = args{1};
        ax = ancestor (hl, "axes");
      case "axes"
        ax = args{1};
      otherwise
        error ("camlight: H must be a handle to a light or an axes");
    end
    args(1) = [];
  end
  style = "local";
  if (! isempty (args) && ischar (args{end}) ...
      && any (strcmpi (args{end}, {"local", "infinite"})))
    style = lower (args{end});
    args(end) = [];
  end
  az = 30;  el = 30;
  if (numel (args) == 1 && ischar (args{1}))
    switch (lower (args{1}))
      case "right"
      case "left"
        az = -30;
      case "headlight"
        az = 0;  el = 0;
      otherwise
        error ("camlight: invalid light position \"%s\"", args{1});
    end
  elseif (numel (args) == 2 && isnumeric (args{1}) && isnumeric (args{2}))
    az = args{1};  el = args{2};
  elseif (! isempty (args))
    print_usage ();
  end
  if (isempty (ax))
    ax = gca ();
  end
  pos = camera_point (ax, az, el);
  if (isempty (hl))
    hl = light (ax, "position", pos, "style", style);
  else
    set (hl, "position", pos, "style", style);
  end
  if (nargout > 0)
    h = hl;
  end
end

function p = camera_point (ax, az, el)
  % The camera's position turned az degrees about the up vector and el
  % degrees toward it, around the target.
  target = camtarget (ax);
  v = campos (ax) - target;
  up = camup (ax);
  up = up / norm (up);
  p = target + turn (turn (v, up, az), cross (v, up) / max (norm (cross (v, up)), eps), el);
end

function w = turn (v, k, deg)
  % v rotated deg degrees about the unit axis k (Rodrigues' formula).
  t = deg * pi / 180;
  w = v * cos (t) + cross (k, v) * sin (t) + k * dot (k, v) * (1 - cos (t));
end
