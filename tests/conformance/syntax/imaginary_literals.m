a = 2i
b = 3j
c = 1.5e1i
