r = rand(2, 0)
s = size(rand(3, 1, 2))
