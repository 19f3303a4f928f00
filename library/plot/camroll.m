function camroll (varargin)
% -- camroll (THETA)
% -- camroll (AX, THETA)
%     Roll the camera of the current axes (or AX) clockwise by THETA
%     degrees, as seen from the camera: its up vector turns about the
%     viewing direction (camtarget - campos), so the scene appears to
%     roll to the left.  The new up vector is a unit vector across the
%     viewing direction.  `camup ("auto")' restores the default roll.
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
  view = get (hax, 'cameratarget') - get (hax, 'cameraposition');
  % The up vector that counts is its part across the viewing direction.
  up = get (hax, 'cameraupvector');
  up = up - dot (up, view) / dot (view, view) * view;
  set (hax, 'cameraupvector', rotate_about (up / norm (up), view, theta));
end
