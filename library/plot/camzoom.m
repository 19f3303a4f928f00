function camzoom (varargin)
% -- camzoom (ZF)
% -- camzoom (AX, ZF)
%
%     Zoom the camera of the current axes (or AX) by the factor ZF: a ZF
%     above 1 magnifies the scene, one below 1 shows more of it.  The
%     camera's view angle VA becomes 2 * atand (tand (VA / 2) / ZF);
%     `camva ("auto")' restores the automatic one.
%
%     See also: camroll, camorbit, camlookat, camva.

  [hax, args] = cam_axes (varargin);
  if (numel (args) != 1)
    print_usage ();
  end
  zf = args{1};
  if (! (isnumeric (zf) && isscalar (zf) && isreal (zf)))
    print_usage ();
  end
  va = get (hax, 'cameraviewangle');
  set (hax, 'cameraviewangle', 2 * atand (tand (va / 2) / zf));
end
