x = pi
