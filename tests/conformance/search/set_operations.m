i = intersect([1 2 3 4], [3 4 5])
u = union([3 1], [2 1])
d = setdiff([5 4 3 2 1], [2 4])
