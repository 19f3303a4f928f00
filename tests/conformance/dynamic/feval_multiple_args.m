r = feval('power', 2, 10)
[m, i] = feval(@min, [5 3 8])
