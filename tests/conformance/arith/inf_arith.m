a = Inf - Inf
b = Inf * 0
c = -Inf + 5
