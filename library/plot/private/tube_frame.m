function [T, K] = tube_frame (sl, m, kind, twist)
% [T, K] = tube_frame (SL, M, KIND, TWIST): a moving frame along the
% first M points of the streamline SL (one [x y z] a row), for ribbons
% and tubes.  T(i, :) is the unit direction of the segment into point i
% (point 1 takes the first segment's); K(i, :) is a unit vector across
% the line at point i: at point 1 perpendicular to T(1, :) (KIND
% "ribbon": the z axis, or the x axis for a segment along z, with its
% part along T removed; KIND "tube": [tz, tz, -tx-ty], or [-ty, tx, tx]
% when that vanishes), carried to each next point by removing its part
% along the new direction, and turned about the direction by the angle
% TWIST(i-1) (radians; [] for none) on the way into point i.
  T = zeros (m, 3);
  K = zeros (m, 3);
  T(2:m, :) = diff (sl(1:m, :), 1, 1);
  T(2:m, :) = T(2:m, :) ./ sqrt (sum (T(2:m, :) .^ 2, 2));
  T(1, :) = T(2, :);
  t = T(1, :);
  if (strcmp (kind, 'ribbon'))
    if (t(1) == 0 && t(2) == 0)
      a = [1, 0, 0];
    else
      a = [0, 0, 1];
    end
    k = a - t * dot (a, t) / dot (t, t);
  elseif (t(3) == 0 && t(1) == -t(2))
    k = [-t(2) - t(3), t(1), t(1)];
  else
    k = [t(3), t(3), -t(1) - t(2)];
  end
  K(1, :) = k / norm (k);
  for i = 2:m
    k = K(i - 1, :);
    if (i > 2)
      k = k - T(i, :) * dot (k, T(i, :));
      k = k / norm (k);
    end
    if (! isempty (twist))
      k = turn (k, T(i, :), cos (twist(i - 1)), sin (twist(i - 1)));
    end
    K(i, :) = k;
  end
end

function v = turn (v, axis, c, s)
% V turned by the angle (cosine C, sine S) about the unit vector AXIS
% (Rodrigues' formula).
  v = v * c + cross (axis, v) * s + axis * dot (axis, v) * (1 - c);
end
