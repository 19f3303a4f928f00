r = rank(magic(4))
c = cond([1 0; 0 2])
