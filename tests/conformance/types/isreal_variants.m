isreal([1 2])
isreal(sqrt(-1))
isreal('a')
