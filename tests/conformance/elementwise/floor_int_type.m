a = floor(int16(7))
class(a)
