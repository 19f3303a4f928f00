r = sqrt([4 9 2])
