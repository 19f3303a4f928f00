a = linspace(1, 2, 1)
b = linspace(0, 10, 3)
size(linspace(0, 1))
