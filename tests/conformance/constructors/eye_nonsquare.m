E = eye(3, 2)
