eval('3 + 4')
eval('q = 10')
