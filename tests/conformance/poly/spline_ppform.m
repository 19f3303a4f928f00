x = 0:5; y = sin(x);
pp = spline(x, y)
v = ppval(pp, [0.5 2.5 6])
c = spline(x, [0 y 1], [0.5 4.5])
three = spline([1 2 3], [1 4 2], 1.5)
two = spline([1 2], [1 4], [1.5; 1.75])
[b, k, n, o, d] = unmkpp(mkpp([0 1 2], [1 2 3 4]))
p = pchip(x, y, [0.5 2.5])
m = ppval(spline(x, [y; 2*y]), [1.5 2])
try, ppval(struct('a', 1), 1), catch e, disp(e.message), end
try, spline(1, 1), catch e, disp(e.message), end
try, mkpp([1 2; 3 4], 1), catch e, disp(e.message), end
try, pchip([1 3 2], [1 2 3]), catch e, disp(e.message), end
