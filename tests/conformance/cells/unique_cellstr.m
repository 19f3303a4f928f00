[u, ~, j] = unique({'b', 'a', 'b', 'c'})
