A = [1 2 3; 4 5 6];
s = sum(A)
s2 = sum(A, 2)
p = prod([1 2 3 4])
