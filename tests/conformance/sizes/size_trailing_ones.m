size(ones(3, 1), 3)
size(5)
