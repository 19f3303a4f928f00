s = int2str(-2.5)
t = int2str(2.5)
