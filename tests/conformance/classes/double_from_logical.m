d = double([true false])
class(d)
