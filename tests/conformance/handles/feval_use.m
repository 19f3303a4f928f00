a = feval(@max, [3 9 2])
b = feval('min', [3 9 2])
