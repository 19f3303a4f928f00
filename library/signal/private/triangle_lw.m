function w = triangle_lw (n, b)
% TRIANGLE_LW  Triangular (Bartlett) lag window: max (1 - k B, 0), k = 0..N-1.
  w = max (1 - (0:n-1)' * b, 0);
end
