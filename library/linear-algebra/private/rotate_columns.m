function Q = rotate_columns (Q, ks, C, S)
% ROTATE_COLUMNS  Q times the adjoints of the row rotations (C(k), S(k)) on
%   rows k, k+1, applied in the order of KS: what keeps Q*R unchanged
%   when they were applied to R.
  for k = ks
    x = Q(:, k);
    y = Q(:, k + 1);
    Q(:, k) = C(k) * x + conj (S(k)) * y;
    Q(:, k + 1) = C(k) * y - S(k) * x;
  end
end
