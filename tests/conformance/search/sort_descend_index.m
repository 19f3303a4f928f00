[s, i] = sort([10 30 20], 'descend')
