% An operator and a power, abs or sqrt of its result or operand in one
% pass, and a row broadcast down columns read as one value per column:
% pairwise distances, cubes under a division, abs of differences, with
% NaN, Inf and -0, for columns shorter and longer than a chunk.
for n = [5 80 1025 1500]
  k = (1:n)';
  x = sin(1.3 * k); y = cos(0.7 * k + 0.2);
  x(2) = NaN; y(3) = Inf; x(4) = -0; y(4) = -0;
  D = sqrt((x - x') .^ 2 + (y - y') .^ 2);
  A = abs(x - y');
  R = 1 ./ (x - x');
  C = (y' - x) .^ 3;
  Q = C .\ (x - y');
  P = D ./ D .^ 3;
  S = x .^ 2 - y;
  T = abs(x) - y;
  U = (x - x') * 2 + (y - y') * 3;
  V = sqrt(abs(x - y'));
  for M = {D, A, R, C, Q, P, S, T, U, V}
    m = M{1}(:);
    f = isfinite(m);
    w = (1:numel(m))';
    fprintf('%d %d %d %d %.17g %.17g\n', n, numel(m), sum(isnan(m)), sum(isinf(m)), sum(m(f) .* w(f)), sum(m(f)));
  end
end
x = [-0; 0; -2; NaN; Inf];
disp(abs(x - x')); disp(1 ./ (x - 0 * x')); disp(sqrt((x - x') .^ 2));
