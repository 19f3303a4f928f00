% Set operations on complex elements order them by modulus, then argument.
x = setdiff([1+2i 3-1i], zeros(0, 3))
x = setdiff([3 1+2i 3-1i], 3)
x = union([1i 2], 3)
x = intersect([1i 2], [2 1i])
x = unique([2 -2 1i -1i])
[c, ia, ib] = union([-1 1i], [1 -1])
