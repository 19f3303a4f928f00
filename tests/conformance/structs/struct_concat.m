a.x = 1;
b.x = 2;
c = [a b];
size(c)
c(2).x
