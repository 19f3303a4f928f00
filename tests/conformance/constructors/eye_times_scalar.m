A = 2 * eye(2) + 1
