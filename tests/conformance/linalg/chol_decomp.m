A = [4 2; 2 3];
R = chol(A)
