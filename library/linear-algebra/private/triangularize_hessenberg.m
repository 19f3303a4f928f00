function [H, C, S] = triangularize_hessenberg (H)
% TRIANGULARIZE_HESSENBERG  Upper triangle of an upper Hessenberg H.
%   One rotation per column, top down, each zeroing the subdiagonal entry
%   of its column (the order of qrupdate's xQHQR, Hajek 2008).  Rotation
%   k acts on rows k and k+1: C(k), S(k) as from plane_rotation.
  [m, n] = size (H);
  nrot = max (min (m - 1, n), 0);
  C = zeros (1, nrot);
  S = zeros (1, nrot, class (H));
  for k = 1:nrot
    [c, s, r] = plane_rotation (H(k, k), H(k + 1, k));
    C(k) = c;
    S(k) = s;
    H(k, k) = r;
    H(k + 1, k) = 0;
    cols = k + 1:n;
    x = H(k, cols);
    y = H(k + 1, cols);
    H(k, cols) = c * x + s * y;
    H(k + 1, cols) = c * y - conj (s) * x;
  end
end
