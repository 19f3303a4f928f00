m = mean(int8([1 2 4]))
class(m)
