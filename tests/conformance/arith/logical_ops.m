x = [1 0 2 0];
y = [1 1 0 0];
a = x & y
o = x | y
n = ~x
