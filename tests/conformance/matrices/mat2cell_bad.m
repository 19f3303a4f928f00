mat2cell([1 2 3], 1, [1 1])
