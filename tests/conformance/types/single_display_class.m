x = single([0.1 0.2]) * 3
class(x)
