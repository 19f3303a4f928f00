c = mat2cell(reshape(1:12, 3, 4), [1 2], [3 1])
d = mat2cell([1 2 3 4], 1, [2 2])
e = mat2cell((1:4)', [1 3])
f = mat2cell('abcd', 1, [1 3])
