e = 5:1
size(e)
