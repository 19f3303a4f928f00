a = int16(10) * 2.6
class(a)
