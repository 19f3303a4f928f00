% Double and triple integrals.
q = dblquad (@(x, y) x .* y, 0, 1, 0, 2)
q = triplequad (@(x, y, z) x + y + z, 0, 1, 0, 1, 0, 1)
[q, err] = quad2d (@(x, y) x .* y, 0, 1, 0, 2);
q
q = integral2 (@(x, y) x .* y, 0, 1, 0, @(x) x)
q = integral2 (@(x, y) exp (-x.^2 - y.^2), -Inf, Inf, -Inf, Inf)
q = integral3 (@(x, y, z) x .* y .* z, 0, 1, 0, 1, 0, 1)
