r = reshape(1:6, 4, 2)
