r = reshape(1:6, 2, 3)
r2 = reshape(1:6, [], 2)
