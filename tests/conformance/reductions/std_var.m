x = [2 4 4 4 5 5 7 9];
s = std(x)
v = var(x)
