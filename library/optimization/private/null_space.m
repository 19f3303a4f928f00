function Z = null_space (A)
% An orthonormal basis of the null space of A (the last columns of the Q
% of a pivoted QR of A'), beyond A's numerical rank.
  [m, n] = size (A);
  if (m == 0)
    Z = eye (n);
    return;
  end
  [Q, R] = qr (A');
  d = abs (diag (R));
  if (isempty (d))
    r = 0;
  else
    r = sum (d > max (size (A)) * max (d) * eps);
  end
  Z = Q(:, r+1:end);
end
