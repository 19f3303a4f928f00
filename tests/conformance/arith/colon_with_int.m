v = int8(1):int8(4)
class(v)
