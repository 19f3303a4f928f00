% format short e / long e, uppercase, and the three answers of format.
format short e
a = pi
b = [pi 1e5; -2 NaN]
c = 1:4
d = [1+2i 3-4.5i]
e1 = single(pi)
f = -Inf
g = int8([1 2])
h = 0
k = [0 1e-10]
s.x = pi
m = 1e100
format long e
a = pi
b = [pi 1e5; -2 NaN]
c = 0:0.25:1
d = 1/3 + 2i
z = [1+2i 3]
format uppercase
a = pi
y = 1:3
format short g
a = pi
format lowercase
a = pi
[f1, f2, f3] = format
format compact
[f1, f2, f3] = format
format
[f1, f2, f3] = format
w = format("long")
try, format long E, catch err, disp(err.message), end
