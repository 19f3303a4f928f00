a = ~true
b = [true false] & [true true]
