B = blkdiag([1 2], 3)
