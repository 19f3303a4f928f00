g = gamma(5)
f = factorial([0 1 5 10])
