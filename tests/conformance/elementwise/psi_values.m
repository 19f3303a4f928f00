format long
a = psi([1 0.5 2 10 100 0 -0.5 -1 -2.5])
class(psi(single(2)))
f = psi([Inf NaN -Inf])
g = psi([7.25 3.5 0.1])
format short
b = psi(1, [1 2 0.5])
c = psi(2, [1 0.3 20])
d = psi(3, 4)
e = psi(1.5, 2)
h = psi(1e-8)
