function H = triangularize_hessenberg (H)
% TRIANGULARIZE_HESSENBERG  Upper triangle of an upper Hessenberg H.
%   One rotation per column, top down, each zeroing the subdiagonal entry
%   of its column (the order of qrupdate's xQHQR, Hajek 2008).
  [m, n] = size (H);
  for k = 1:min (m - 1, n)
    [c, s, r] = plane_rotation (H(k, k), H(k + 1, k));
    H(k, k) = r;
    H(k + 1, k) = 0;
    cols = k + 1:n;
    x = H(k, cols);
    y = H(k + 1, cols);
    H(k, cols) = c * x + s * y;
    H(k + 1, cols) = c * y - conj (s) * x;
  end
end
