P = pinv([1 2; 2 4])
