v = colon(1, 3)
w = colon(0, 2, 6)
