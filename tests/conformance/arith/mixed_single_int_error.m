a = int8(1) + single(2.5)
class(a)
b = uint8(1) * int8(2)
