a = 1e3
b = .5
c = 2.5e-3
d = 1E2
