% hypot of complex arguments is hypot of their moduli.
a = hypot(3 + 4i, 1)
b = hypot([1+1i 2], [1 1i])
c = hypot(single(3 + 4i), 0)
class(c)
d = hypot(-5i, 12)
