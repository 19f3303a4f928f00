max([4 8 2]);
ans
