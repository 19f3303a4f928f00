a = mat2str([true false])
b = mat2str(pi, 4)
c = mat2str([1;2;3])
