e = true(0, 0)
f = []  > 0
