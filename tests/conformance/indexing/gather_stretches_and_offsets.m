% Gathers through ndgrid's and repmat's index vectors (stretches of every
% length around eight lanes), and native loops reading x(k-1), x(k+1) of
% doubles and chars with abs: the same digits as Octave with --jit on or off.
for n = [1 7 8 9 13 37 80]
  [ii, jj] = ndgrid(1:n, 1:n); ii = ii(:); jj = jj(:);
  R = sin((1:n)' * [1 2 3]);
  d = R(jj, :) - R(ii, :);
  m = min(5, n); k = repmat([1:n, n:-1:1, m m m], 1, 3);
  e = R(k, 2) + 1;
  fprintf('%d %.15g %.15g %.15g\n', n, sum(d(:) .* (1:numel(d))'), sum(e), sum(abs(d(:))));
end
s = 'hello world, stretches'; c = 0;
for k = 2:numel(s) - 1, c = c + abs(s(k + 1) - s(k - 1)) * k; end
x = cos(1:1000); y = zeros(1, 1000); t = 0;
for k = 2:999, y(k) = abs(x(k - 1)) - x(k + 1); t = t + abs(y(k)); end
fprintf('%d %.15g %.15g\n', c, t, sum(y .* (1:1000)));
v = -3:0.5:3; w = (1:numel(v))';
fprintf('%.15g %.15g %.15g %.15g\n', sum(abs(v)), sum(w' .* v), max(abs(v)), min(v));
