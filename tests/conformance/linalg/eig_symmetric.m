A = [2 0; 0 3];
e = eig(A)
