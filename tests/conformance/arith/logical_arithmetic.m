t = true + true
class(t)
