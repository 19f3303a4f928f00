[s, i] = sort([3 1 2])
d = sort([3 1 2], 'descend')
