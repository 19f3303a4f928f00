function R = fold_spike (R, j)
% FOLD_SPIKE  Retriangularize R whose column J holds nonzeros below the
%   diagonal (a spike) while the rest is upper triangular.  Rotations of
%   adjacent rows, bottom up, fold the spike into R(J,J) and are applied
%   to the columns after J (the order of qrupdate's xQRTV1 and xQRQH).
  n = rows (R);
  t = R(n, j);
  for k = n - 1:-1:j
    [c, s, t] = plane_rotation (R(k, j), t);
    cols = k + 1:columns (R);   % the columns before are zero in both rows
    x = R(k, cols);
    y = R(k + 1, cols);
    R(k, cols) = c * x + s * y;
    R(k + 1, cols) = c * y - conj (s) * x;
  end
  R(j, j) = t;
  R(j + 1:n, j) = 0;
end
