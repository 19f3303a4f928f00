% linsolve ols gls lscov
A = [4 1; 2 3]; b = [1; 2];
x = linsolve (A, b)
[x, R] = linsolve (A, b)
o.TRANSA = true; x = linsolve (A, b, o)
x = linsolve (A, b, struct ('UT', true))
x = linsolve (A, b, struct ('LT', true))
try, linsolve ({1}, 1), catch err, disp (err.message), end
try, linsolve (1, 1, 1), catch err, disp (err.message), end
x = [1, 2; 3, 4]; y = [1; 2];
[b, s, r] = ols (x, y)
t = [1:5]'; y = 3 * t + 2 + [0.1; -0.1; 0.2; 0; -0.2]; X = [t, ones(5, 1)];
[b, s] = ols (y, X)
try, ols ([1; 2], [1; 2; 3]), catch err, disp (err.message), end
b = gls (y, X, eye (5))
b = gls (y, X, diag ([1 2 3 4 5]))
try, gls (y, X, eye (4)), catch err, disp (err.message), end
[x, stdx, mse, S] = lscov (X, y)
[x, stdx, mse] = lscov (X, y, [1 2 1 2 1])
[x, stdx, mse, S] = lscov (X, [y, y.^2], diag ([1 2 1 2 1]));
x, stdx, mse, size (S)
try, lscov (X, [1; 2]), catch err, disp (err.message), end
