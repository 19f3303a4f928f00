% format rat: fractions, their field widths and where they turn into `*`;
% rats: the rows format rat displays.
format rat
a = 0.1
b = -pi
c = [1 2 3]
d = [1 NaN Inf -Inf]
e = 1e10
f = 123456.789
g = [pi; exp(1); sqrt(2)]
h = 1e-5
k = [1e-5 1]
l = 0
m = [0.5 1e6]
n = 1/3 + 2i/7
o = int8(5)
p = single(0.1)
q = []
r = rand(3,30)>2
s = 0.3333333333333
t = [1.5 NaN]
u = -0.5
v = 1:25
format
format rat
m1 = [0.5 1e4]
m2 = [0.5 1e5]
m3 = [0.5 99999]
m4 = [1 1e6]
m5 = [1 1e9]
m6 = [0.5 -1e5]
m7 = [pi 1000]
m8 = [pi 10000]
m9 = [1e-5 1 2]
m10 = [1/7 1e-3]
m11 = -[pi; exp(1)]
m12 = [2345679/19 1]
m13 = [1 1e10]
m14 = [0.5; 1e5]
format
a = rats(0), size(a)
b = rats([0 1 0.5]), size(b)
c = rats(-2.0005, 10)
d = rats(123, 2)
e = rats(1e-20)
f = rats(hilb(3))
g = rats([1+2i 0.5-1i/3])
h = rats(single(0.1))
k = rats(int8(5))
format rat
x = 1e-20
y = [1 0; -1/3 NaN]
z = 1/3 + 0.5i
w = [1/3+0.5i; 2]
format
