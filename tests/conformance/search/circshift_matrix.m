A = [1 2 3; 4 5 6];
B = circshift(A, 1)
C = circshift(A, -1, 2)
