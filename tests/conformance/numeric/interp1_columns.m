% interp1: matrix Y by columns, complex Y, NA outside, fill value, extrapolation, jumps
x = [1 2 3];
y = [1 2 3; 10 20 30]';
a = interp1(x, y, [1.5 2.5])
b = interp1(x, [1+2i 3 5i], 2.5)
c = interp1(x, [4 5 6], [0 1.5 4])
d = interp1(x, [4 5 6], [0 4], 'linear', 'extrap')
e = interp1(x, [4 5 6], [0 4], 'nearest', 0)
f = interp1([1 2 2 3], [4 5 6 7], [2 2.5])
g = interp1([1 2 2 3], [4 5 6 7], 2, 'left')
h = interp1(x, [4 5 6], [1.4 2.6], '*previous')
k = isnan(NA)
