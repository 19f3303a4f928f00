A = [1 2; 3 4];
m = mean(A)
m2 = mean(A, 2)
m3 = mean(A(:))
