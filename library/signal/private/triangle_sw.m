function w = triangle_sw (n, b)
% TRIANGLE_SW  Spectral window of the triangular lag window (Fejer kernel)
%   at the N Fourier frequencies.
  w = zeros (n, 1);
  w(1) = 1 / b;
  l = 2 * pi * (1:n-1)' / n;
  w(2:n) = b * (sin (l / (2 * b)) ./ sin (l / 2)) .^ 2;
end
