idx = sub2ind([3 4], 2, 3)
idx2 = sub2ind([3 4], [1 3], [1 4])
