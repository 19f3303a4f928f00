o = ones(2, 'uint8')
class(o)
