format bank
x = 3.14159
y = -2
z = [1 2; 3 4]
w = [0.5 -0.25]
v = [1e6 2.5]
m = [1 NaN 0.5]
q = 0
s = format()
format short
x
