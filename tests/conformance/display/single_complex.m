z = single(1 + 2i)
