% A range keeps its own (wider) display in cells, structs and disp; any
% operation or concatenation makes it an ordinary row.
x = 0:0.5:2;
c = {x, 1}
s.r = x; s
disp(x)
n = -x
o = x + 1
w = [x]
y = x(1:end)
z = x; z(2) = 7; z
f = full(x)
u = x'
