w = [0.1 0.4 0.3 0.2];
k = find(cumsum(w) >= 0.5, 1)
