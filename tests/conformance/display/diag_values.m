% Diagonal matrices through the operations that keep them diagonal.
D = diag([1 2 3])
E = eye(2, 3)
a = D'
b = 2 * D
c = D / 4
d = -D
f = D * D
g = D + D
h = inv(D)
k = det(D)
m = full(D)
n = D(:, 1)
p = D(1:2, 1:2)
q = D(2, 2)
r = D(2:3, 2:3)
s = D + 1
t = D * [1; 1; 1]
u = E'
v = E * E'
x = D; x(2, 2) = 7
y = D; y(1, 2) = 5
z = diag([1+2i 3])
w = diag(single([1.5 2]))
