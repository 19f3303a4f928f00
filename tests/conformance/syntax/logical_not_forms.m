a = ~0
b = not(0)
