v = int8([1 2 3]);
v(2) = 2.7
class(v)
