function camroll (varargin)
% -- camroll (THETA)
% -- camroll (AX, THETA)
%
%     Roll the camera of the current axes (or AX) clockwise by THETA
%     degrees, as seen from the camera: its up vector turns about the
%     viewing direction (camtarget - campos), so the scene appears to
%     roll to the left.  The turn is made in the scaled coordinates
%     the axes show (data divided by daspect); the new up vector is a
%     unit vector.  `camup ("auto")' restores the default roll.
%
%     See also: camzoom, camorbit, camlookat, camup.

  [hax, args] = cam_axes (varargin);
  if (numel (args) != 1)
    print_usage ();
  end
  theta = args{1};
  if (! (isnumeric (theta) && isscalar (theta) && isreal (theta)))
    print_usage ();
  end
  % The roll is seen on the screen, where data are scaled by daspect.
  dar = get (hax, 'dataaspectratio');
  view = (get (hax, 'cameratarget') - get (hax, 'cameraposition')) ./ dar;
  % The up vector that counts is its part across the viewing direction.
  up = get (hax, 'cameraupvector') ./ dar;
  up = up - dot (up, view) / dot (view, view) * view;
  up = rotate_about (up / norm (up), view, theta) .* dar;
  set (hax, 'cameraupvector', up / norm (up));
end
