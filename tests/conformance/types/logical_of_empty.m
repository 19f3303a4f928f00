l = logical([])
class(l)
