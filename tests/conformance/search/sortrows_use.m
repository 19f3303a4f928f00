A = [3 1; 1 2; 2 0; 1 1];
B = sortrows(A)
C = sortrows(A, -2)
