format long
b = [true false]
