v = 1:0:5
size(v)
