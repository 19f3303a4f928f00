b = true(1, 0)
