x = [0.05 3 470 12000];
e = floor(log10(x))
