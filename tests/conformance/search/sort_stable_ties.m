[s, i] = sort([2 1 2 1])
