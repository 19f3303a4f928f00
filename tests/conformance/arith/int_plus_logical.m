a = int8(5) + true
class(a)
