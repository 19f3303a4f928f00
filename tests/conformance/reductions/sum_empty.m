a = sum([])
b = prod([])
c = sum(zeros(0, 3))
