eval('x = 3 * 4')
eval('y = 2;')
disp(y)
