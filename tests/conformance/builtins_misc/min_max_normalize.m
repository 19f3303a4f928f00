x = [2 5 9 3];
y = (x - min(x)) / (max(x) - min(x))
