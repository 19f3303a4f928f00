A = [1 2 3; 4 5 6];
fliplr(A)
flipud(A)
