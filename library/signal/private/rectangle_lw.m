function w = rectangle_lw (n, b)
% RECTANGLE_LW  Rectangular lag window: 1 for the first floor (1/B) lags.
  w = zeros (n, 1);
  w(1:floor (1 / b)) = 1;
end
