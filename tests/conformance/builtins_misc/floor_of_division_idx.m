n = 17;
rows = ceil(n / 5)
cols = mod(n - 1, 5) + 1
