a = cat(1, [1 2], [3 4])
b = horzcat([1 2], [3])
c = vertcat([1 2], [3 4])
