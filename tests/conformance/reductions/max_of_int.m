[m, i] = max(int8([3 -7 5]))
class(m)
