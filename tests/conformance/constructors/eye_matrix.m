I = eye(3)
J = eye(2, 3)
