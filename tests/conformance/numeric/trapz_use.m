a = trapz([0 1 2], [0 1 4])
b = trapz([1 2 3])
