c = {};
c{2, 2} = 5;
size(c)
