k = kron([1 2], [1; 1])
t = trace(magic(3))
