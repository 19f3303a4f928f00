s = single(1) + 2.5
class(s)
