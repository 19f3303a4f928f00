% Singular values of matrices large enough for the blocked path, real and
% complex, square, much taller than wide (reduced to R by a QR first) and
% wide; printed to 10 significant digits.
k = (1:400 * 150)';
x = mod(k * 40503 + 12345, 2^26);
x = mod(x .* (x + 7) + 3 * k, 2^26) / 2^26 - 0.5;
y = mod(x * 7919 + 0.25, 1) - 0.5;
A = reshape(x, 400, 150);
Z = reshape(x + 1i * y, 400, 150);
for M = {A, A', A(1:200, :), Z, Z.', Z(1:160, :)}
  s = svd(M{1});
  printf('%d %.10g %.10g %.10g %.10g\n', numel(s), s(1), s(end), sum(s), s(floor(end / 2)));
end
