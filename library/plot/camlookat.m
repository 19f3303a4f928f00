function camlookat (h)
% -- camlookat ()
% -- camlookat (H)
% -- camlookat (HANDLE_LIST)
% -- camlookat (HAX)
%
%     Point the camera at the objects H (a list: their common bounding
%     box; an axes HAX, or no argument: the children of that axes or of
%     the current one) and move it so that they fill the field of view.
%
%     The viewing direction (camtarget - campos), the up vector (camup)
%     and the view angle (camva) stay.  The target becomes the center
%     of the bounding box; the position moves along the viewing
%     direction to the nearest point from which every corner of the box
%     (scaled by daspect) is within the view angle.  (Octave takes the
%     distance from the corner seen at the widest angle: the same place
%     when that corner is the one that binds.)
%
%     See also: camorbit, camzoom, camroll, camtarget, campos.

  if (nargin == 0)
    hax = gca ();
    h = get (hax, 'children');
  elseif (isscalar (h) && isaxes (h))
    hax = h;
    h = get (hax, 'children');
  else
    if (! all (ishghandle (h(:))))
      error ('camlookat: Inputs must be handles');
    end
    hax = unique (cellfun (@(k) ancestor (k, 'axes'), num2cell (h(:))));
    if (numel (hax) > 1)
      error ('camlookat: HANDLE_LIST must be children of the same axes');
    end
  end
  if (isempty (h))
    return;
  end
  lo = inf (1, 3);
  hi = -inf (1, 3);
  names = {'xdata', 'ydata', 'zdata'};
  for k = 1:numel (h)
    for j = 1:3
      v = get (h(k), names{j});
      if (isempty (v))
        v = 0;
      end
      lo(j) = min (lo(j), min (v(:)));
      hi(j) = max (hi(j), max (v(:)));
    end
  end
  dar = daspect (hax);
  d = (camtarget (hax) - campos (hax)) ./ dar;
  d = d / norm (d);
  mid = (lo + hi) / 2 ./ dar;
  [cx, cy, cz] = ndgrid ([lo(1), hi(1)], [lo(2), hi(2)], [lo(3), hi(3)]);
  corners = [cx(:), cy(:), cz(:)] ./ dar - mid;
  along = corners * d(:);
  across = sqrt (max (sum (corners .^ 2, 2) - along .^ 2, 0));
  dist = max (across / tand (camva (hax) / 2) - along);
  set (hax, 'cameratarget', mid .* dar, 'cameraposition', (mid - dist * d) .* dar);
end
