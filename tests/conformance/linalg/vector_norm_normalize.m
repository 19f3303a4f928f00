v = [3 4 12];
u = v / norm(v)
