f = find([0 0 0])
size(f)
g = find(zeros(3, 1))
