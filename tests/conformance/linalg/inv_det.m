A = [2 1; 1 3];
Ai = inv(A)
d = det(A)
