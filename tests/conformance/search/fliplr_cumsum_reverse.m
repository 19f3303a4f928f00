x = [1 2 3 4];
r = fliplr(cumsum(fliplr(x)))
