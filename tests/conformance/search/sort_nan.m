s = sort([3 NaN 1 2])
d = sort([3 NaN 1 2], 'descend')
