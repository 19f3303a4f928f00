R = chol([1 2; 2 1])
