s = sprintf('%s', 65)
t = sprintf('%s', 'abc')
u = sprintf('%s', 'x', 'y')
