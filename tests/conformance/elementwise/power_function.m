p = power(2, [1 2 3])
q = power([1 4 9], 0.5)
