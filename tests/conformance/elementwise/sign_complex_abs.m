a = abs([3+4i, -5])
s = sign(-0)
