u = unique([3 1 2 3 1])
[u, i, j] = unique([10 20 10 30])
