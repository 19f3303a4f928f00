mask = magic(3) > 4
