function [R, C, S] = fold_spike (R, j, last)
% FOLD_SPIKE  Retriangularize R whose column J holds nonzeros below the
%   diagonal, down to row LAST (default: the last row), while the rest is
%   upper triangular.  Rotations of adjacent rows, bottom up, fold the
%   spike into R(J,J) and are applied to the columns after J (the order of
%   qrupdate's xQRTV1 and xQRQH).  Rotation k acts on rows k and k+1
%   (k = LAST-1 down to J): C(k), S(k) as from plane_rotation.
  if (nargin < 3)
    last = rows (R);
  end
  C = ones (1, max (last - 1, 0));
  S = zeros (1, max (last - 1, 0), class (R));
  if (j >= last)
    return;
  end
  t = R(last, j);
  for k = last - 1:-1:j
    [c, s, t] = plane_rotation (R(k, j), t);
    C(k) = c;
    S(k) = s;
    cols = k + 1:columns (R);   % the columns before are zero in both rows
    x = R(k, cols);
    y = R(k + 1, cols);
    R(k, cols) = c * x + s * y;
    R(k + 1, cols) = c * y - conj (s) * x;
  end
  R(j, j) = t;
  R(j + 1:last, j) = 0;
end
