a = [int8(1) 2.7]
class(a)
b = [single(1) 2]
class(b)
c = ['a' 66]
class(c)
d = [true 2]
class(d)
