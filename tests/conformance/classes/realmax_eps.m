e = eps
r = realmax
m = realmin
