a = isvarname('x1')
b = isvarname('1x')
