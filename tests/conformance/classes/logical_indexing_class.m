x = int32([10 20 30]);
y = x(logical([1 0 1]))
class(y)
