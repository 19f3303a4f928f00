a = floor(single(2.7))
class(a)
b = ceil(-0.2)
