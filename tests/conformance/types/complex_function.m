z = complex([1 2], [0 -1])
