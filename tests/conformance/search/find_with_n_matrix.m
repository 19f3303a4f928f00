A = [0 1 1; 1 0 1];
idx = find(A, 2)
