a = all([])
b = any([])
