a = uint8(200) / 3
class(a)
