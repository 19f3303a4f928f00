format long
v = [1e5/3 1]
