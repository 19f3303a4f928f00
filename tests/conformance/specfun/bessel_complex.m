% Complex arguments, Hankel functions and the exponential scaling.
a = besselj(1.5, 1+2i)
b = bessely(0, -1)
c = besselk(1, [1i, 2-1i])
h = [besselh(0, 1), besselh(0, 2, 1), besselh(1, 1, 2), besselh(1, 2, 2)]
hs = besselh(0, 1, 1, 1)
s = [besselj(0, 1+1i, 1), besselk(1, 1, 1), besseli(1, -1, 1), besseli(0, 1000, 1)]
m = besseli(2, [1 2; 3 4])
