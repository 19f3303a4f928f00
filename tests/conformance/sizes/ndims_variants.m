ndims(5)
ndims(ones(1, 1, 3))
ndims(ones(2, 3, 1))
