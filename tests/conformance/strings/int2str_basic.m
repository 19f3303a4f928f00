s = int2str(2.7)
t = int2str([1.2 3.5])
