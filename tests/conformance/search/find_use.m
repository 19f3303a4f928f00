idx = find([0 3 0 5 7])
first2 = find([0 3 0 5 7], 2)
[r, c] = find([0 1; 1 0])
