a = mod(-7, 3)
b = rem(-7, 3)
c = mod(7.5, 2)
d = mod(5, 0)
