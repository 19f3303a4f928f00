x = 0:5; y = x.^2 - 3*x;
a = interp1(x, y, [0.5 2.5 7], 'spline')
b = interp1(x, y, [0.5 2.5], 'pchip')
c = interp1(x, [y' 2*y'], [0.5; 2.5], 'spline')
pp = interp1(x, y, 'linear', 'pp')
d = ppval(interp1(x, y, 'nearest', 'pp'), [0.4 2.6])
e = interp1(x, y + 1i*y, [0.5 1.5], 'cubic')
f = interp1(x, y, [-1 6], 'pchip', 'extrap')
g = interp1([1 2 2 3], [1 2 3 4], [2 2.5], 'linear')
try, interp1([1 1], [1 2], 1, 'pchip'), catch err, disp(err.message), end
