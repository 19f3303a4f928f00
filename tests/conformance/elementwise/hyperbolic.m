s = sinh(1)
c = cosh([0 1])
t = tanh(100)
