z = ones(-1, 3)
size(z)
