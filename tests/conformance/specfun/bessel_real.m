% Bessel functions of real order and argument, scalar with array and the
% table of a row of orders against a column of arguments.
j = besselj(0:3, 1.5)
y = bessely(2, [0.1 1 10])
i1 = besseli([0 1], [0.5; 2; 4])
k = besselk(0.5, [0.1 1 10])
jn = besselj(-2, 2)
yn = bessely(-1.5, 2)
in = besseli(-1.5, [0.1 1 10])
kn = besselk(-1.5, 2)
z0 = [besselj(0, 0), besselj(1, 0), bessely(0, 0), besselk(0, 0), besseli(0, 0)]
