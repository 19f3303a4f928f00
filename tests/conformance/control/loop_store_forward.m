function loop_store_forward()
% A load of the element the previous iteration stored (`f(ii, jj-1)`
% after `f(ii, jj) = ...`) reads the stored value: Gauss-Seidel sweeps,
% forward and backward, recurrences, a store on one branch only, a call
% between the store and the load.
n = 6;
f = zeros(n, n);
f(1, :) = 1;
f(:, 1) = 2;
for sweep = 1:3
  for ii = 2:n - 1
    for jj = 2:n - 1
      f(ii, jj) = f(ii, jj) + 0.9 * (0.25 * (f(ii - 1, jj) + f(ii + 1, jj) + f(ii, jj - 1) + f(ii, jj + 1)) - f(ii, jj));
    end
  end
end
disp(f)
g = f;
for ii = n - 1:-1:2
  for jj = n - 1:-1:2
    g(ii, jj) = 0.5 * (g(ii, jj - 1) + g(ii, jj + 1));
  end
end
disp(g)
x = zeros(1, 10);
x(1) = 3;
for k = 2:10
  x(k) = x(k - 1) * 0.5 + k;
end
disp(x)
y = ones(1, 10);
for k = 2:10
  if mod(k, 3) == 0
    y(k) = y(k - 1) + exp(k / 10);
  else
    y(k + 0) = y(k - 1) * 2 - exp(-k);
  end
end
disp(y)
z = (1:8) / 4;
for k = 2:8
  t = z(k - 1);
  z(k) = sqrt(t) + mod(k, 3);
  z(k - 1) = z(k - 1) - 1;
end
disp(z)
b = (1:9) / 3;
d = 2 + (1:9) / 7;
u = zeros(1, 9);
u(9) = b(9) / d(9);
for k = 8:-1:1
  u(k) = (b(k) - 0.5 * u(k + 1)) / d(k);
end
disp(u)
r = 9:-1:1;
v = ones(1, 9);
for k = r(2:end)
  v(k) = v(k + 1) * 1.5 - v(k);
end
disp(v)
fprintf("%.17g ", f, g, x, y, u, v);
fprintf("\n");
end
