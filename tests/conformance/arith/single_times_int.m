a = single(2.5) * int16(3)
class(a)
