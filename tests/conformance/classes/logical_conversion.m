a = logical([2 0 -1])
