s = single([1.5 2.25 3])
