u = unique([3 1 3 2 1], 'stable')
