% "legacy" set functions: last occurrences and row index vectors.
[c, ia, ib] = union ([5, 7, 1], [3, 1, 1], "legacy")
[c, ia, ib] = intersect ([7 1 7 7 4], [7 0 4 4 0], "legacy")
[c, ia] = setdiff ([3, 6, 2, 1, 5, 1, 1], [2, 4, 6], "legacy")
c = union ([], {'a', 'b'})
[y, i, j] = unique ([1, 1, 2, 3, 3, 3, 4], "legacy")
