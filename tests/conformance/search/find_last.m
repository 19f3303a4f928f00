f = find([1 0 1 1 0 1], 2, 'last')
