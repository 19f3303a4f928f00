% constant, dependent (get.area) and private properties
c = Circle(2);
printf('%.4f\n', c.area);
Circle.UNIT
c.UNIT
c.peek()
c
properties(c)
x = c.area * 2
disp(c)
