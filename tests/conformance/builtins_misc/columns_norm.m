A = [3 0; 4 5];
n = sqrt(sum(A.^2))
