r = sqrt([-1 4 -9])
