function vector(u, v, k)
% args: [0.5 -1.25 2 3.5 -0.75] | [1 2 3 4 5] | 0
% specialize: --fix k=0
% Residual loops whose iterations are independent become vector
% statements; the others stay loops. Straight-line copies, swaps and
% repeated values are renamed away. Every result is printed in full.
u = u';
n = numel(u);
for s = 1:3
  un = u;
  for j = 1:n
    left = un(mod(j - 2, n) + 1);
    right = un(mod(j, n) + 1);
    u(j) = un(j) + 0.3 * (left - 2 * un(j) + right) / 1.5;
  end
end
fprintf('%.17g\n', u);
% Iterations left out by a guard.
g = u;
for m = 1:n
  if m == 1 || m > n - 1
    continue;
  end
  lo = u(m - 1);
  g(m) = (lo + u(m + 1)) / 3 - u(m) * 0.25;
end
fprintf('%.17g\n', g);
% Two subscripts, one of them the loop's: a column (or a row) of any array.
M = [u, 2 * u];
col = zeros(n, 1);
for h = 2:n
  col(h) = M(h - 1, 2) - M(h, 1) * 0.5;
end
row = ones(2, n);
for w = 1:n
  row(2, w) = M(w, 1) / M(w, 2) + col(w, 1);
end
disp(col'); disp(row);
% The loop variable as a value, with no array read; columns written from
% the columns before them.
W = zeros(n, 3);
for r1 = 1:n
  W(r1, 1) = sin(0.3 * r1) + r1 / 7;
end
for c1 = 2:3
  for r2 = 1:n
    W(r2, c1) = W(r2, c1 - 1) * 1.5 - u(r2, 1);
  end
end
fprintf('%.17g\n', W);
% A recurrence: each iteration reads what the one before wrote.
a = u;
for i = 2:n
  a(i) = a(i - 1) * 0.5 + a(i);
end
fprintf('%.17g\n', a);
% The loop variable as a value (a row, beside a column).
b = u;
for i = 1:n
  b(i) = i * u(i);
end
disp(size(b)); fprintf('%.17g\n', b);
% Two sources of different orientations.
c = u;
for i = 1:n
  c(i) = u(i) + v(i);
end
disp(size(c)); fprintf('%.17g\n', c);
% An empty range runs nothing.
d = u;
for i = 1:k
  d(i) = u(i + 7) * 2;
end
disp(d');
% A temporary read after the loop keeps the loop.
e = u;
for i = 1:n
  t = u(i) * 3;
  e(i) = t - 1;
end
fprintf('%.17g %.17g\n', t, e(end));
% A loop variable read after its loop keeps the loop.
z = u;
for ii = 1:n
  z(ii) = u(ii) * 2;
end
fprintf('%d %.17g\n', ii, z(1));
for ii = 1:2
  z(ii) = ii;
end
% Copies, a swap and a value computed twice.
p = u(1); q = u(2);
r = p; p = q; q = r;
x1 = p * q + 1; x2 = p * q + 1;
y = x1; y = y * 2; y = y - x2;
fprintf('%.17g %.17g %.17g %.17g\n', p, q, y, x2);
% A handle's call is not a value to reuse.
cf = @() fprintf('call\n');
a1 = cf(); a2 = cf();
fprintf('%d %d\n', a1, a2);
% Text: the class check sends it to the loop.
cv = char(v + 64);
cw = zeros(1, 5);
for h3 = 1:numel(cv)
  cw(h3) = cv(h3) * 2;
end
disp(cw);
end
