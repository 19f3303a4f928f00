[m, i] = max([3 7 2 7])
mn = min([4 2; 1 5])
mx = max([1 5 3], 4)
