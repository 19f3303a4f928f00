function camorbit (varargin)
% -- camorbit (THETA, PHI)
% -- camorbit (THETA, PHI, COORSYS)
% -- camorbit (THETA, PHI, COORSYS, DIR)
% -- camorbit (THETA, PHI, "data", "x" | "y" | "z" | [X Y Z])
% -- camorbit (THETA, PHI, "camera")
% -- camorbit (HAX, ...)
%
%     Move the camera of the current axes (or HAX) along an orbit about
%     its target: PHI degrees up, then THETA degrees to the right.
%
%     The pitch turns the camera position about the axis through the
%     target across both the viewing direction (camtarget - campos) and
%     the up vector (camup).  The yaw turns it about the axis through the
%     target along DIR (COORSYS "data", the default; DIR "z" = [0 0 1]
%     by default), or along the up vector before the pitch (COORSYS
%     "camera", no DIR).
%     The up vector, made a unit vector across the viewing direction,
%     turns with the camera.  Only campos and camup change.
%
%     See also: camzoom, camroll, camlookat, campos, camup.

  [hax, args] = cam_axes (varargin);
  if (numel (args) < 2 || numel (args) > 4)
    print_usage ();
  end
  [theta, phi] = args{1:2};
  if (! (isnumeric (theta) && isscalar (theta) && isnumeric (phi) && isscalar (phi)))
    error ('camorbit: THETA and PHI must be numeric scalars');
  end
  coorsys = 'data';
  if (numel (args) > 2)
    coorsys = args{3};
    if (! (ischar (coorsys) && any (strcmpi (coorsys, {'data', 'camera'}))))
      error ('camorbit: COORSYS must be ''data'' or ''camera''');
    end
    coorsys = lower (coorsys);
  end
  dir = [0, 0, 1];
  if (numel (args) > 3)
    if (strcmp (coorsys, 'camera'))
      error ('camorbit: DIR must not be used with ''camera'' COORSYS');
    end
    dir = args{4};
    if (ischar (dir))
      axes_dirs = {'x', 'y', 'z'};
      k = find (strcmpi (dir, axes_dirs));
      if (isempty (k))
        error ('camorbit: DIR must be ''x'', ''y'', ''z'' or a numeric 3-element vector');
      end
      dir = double ([1, 2, 3] == k);
    elseif (! (isnumeric (dir) && numel (dir) == 3))
      error ('camorbit: DIR must be ''x'', ''y'', ''z'' or a numeric 3-element vector');
    end
  end
  pos = get (hax, 'cameraposition');
  target = get (hax, 'cameratarget');
  up = get (hax, 'cameraupvector');
  view = target - pos;
  % The up vector that counts is its part across the viewing direction.
  up = up - dot (up, view) / dot (view, view) * view;
  up = up / norm (up);
  across = cross (view, up);
  if (strcmp (coorsys, 'camera'))
    dir = up;
  end
  rel = rotate_about (pos - target, across, -phi);
  up = rotate_about (up, across, -phi);
  rel = rotate_about (rel, dir, theta);
  up = rotate_about (up, dir, theta);
  set (hax, 'cameraposition', target + rel, 'cameraupvector', up);
end
