t = 3 > 2
class(t)
