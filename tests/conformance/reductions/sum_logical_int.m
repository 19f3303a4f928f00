a = sum([true true false])
class(a)
b = sum(int32([100 200]))
class(b)
