a = [1 2 3]';
b = a'
c = {'x'}';
size(c)
