A = [0 2; 3 0];
idx = find(A)
[r, c, v] = find(A)
