x = [2 4 6 8];
z = (x - mean(x)) / std(x)
