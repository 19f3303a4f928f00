z = magic(4);
a = interp2(z, [1.5 2.5], [1.2; 3.3])
b = interp2(z, [1.5 2.5], [1.2; 3.3], 'cubic')
c = interp2(z, [1.5 2.5], [1.2; 3.3], 'spline')
d = interp2(z, [1.5 2.5], [1.2; 3.3], 'nearest')
e = interp2(z, 1)
f = interp2(1:4, 10:10:40, z, [0 2.5], [20 25], 'linear', -1)
g = interp2(1:4, 10:10:40, z, [2.5 3], [25 35])
try, interp2(z, 1, 1, 'foo'), catch err, disp(err.message), end
try, interp2(z, [1 2], [1 2 3]), catch err, disp(err.message), end
try, interp2(5, 1, 1), catch err, disp(err.message), end
