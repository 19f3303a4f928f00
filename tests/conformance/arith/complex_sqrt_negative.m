r = sqrt(-4)
