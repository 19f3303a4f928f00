v = [1.5 2.5 3.5];
v(1) = int8(4)
class(v)
