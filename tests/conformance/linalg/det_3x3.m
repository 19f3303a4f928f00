d = det(magic(3))
