a = mod(7, -3)
b = rem(7, -3)
c = mod(-1, 5)
d = mod([5 -5], 3)
