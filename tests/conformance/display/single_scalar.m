s = single(pi)
