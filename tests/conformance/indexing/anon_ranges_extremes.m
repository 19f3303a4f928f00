% Strided ranges inside anonymous functions (kept lazy), max/min with NaN and -0, cumsum: random vectors.
rand('twister', 5);
for t = 1:60
  n = 1 + floor(rand() * 40);
  v = round((rand(1, n) - 0.5) * 10);
  v(rand(1, n) < 0.2) = NaN; v(rand(1, n) < 0.1) = -0;
  if rand() < 0.5, v = v'; end
  a = 1 + floor(rand() * n); s = (floor(rand() * 5) - 2); if s == 0, s = 1; end
  f = @() v(a:s:end); g = @() v(end:-1:a);
  r1 = f(); r2 = g(); [m, i] = max(v); mn = min(v); c = cumsum(v);
  printf('%d %s|%s|%g %d %g|%s\n', t, mat2str(r1), mat2str(r2), m, i, 1/mn, mat2str(c));
end
