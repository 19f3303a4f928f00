a = angle(-1)
b = angle([1i -1i])
