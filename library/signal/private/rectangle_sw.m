function w = rectangle_sw (n, b)
% RECTANGLE_SW  Spectral window of the rectangular lag window (Dirichlet
%   kernel) at the N Fourier frequencies.
  w = zeros (n, 1);
  w(1) = 2 / b + 1;
  l = 2 * pi * (1:n-1)' / n;
  w(2:n) = sin ((2 / b + 1) * l / 2) ./ sin (l / 2);
end
