a = issorted([1 2 2 5])
b = issorted([3 1])
