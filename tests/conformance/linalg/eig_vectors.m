A = [2 1; 1 2];
[V, D] = eig(A)
