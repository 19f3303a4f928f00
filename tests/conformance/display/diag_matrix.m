% Octave keeps eye(n) and diag(v) as diagonal matrices, which print with a
% header; the operators that keep them diagonal compute on the diagonal only.
a = eye(3)
b = -a
c = a'
d = 2*a
e = a*2.5
f = a/2
g = a + a
h = a * a
k = a - 1
m = inv(a)
n = eye(2,3)
p = eye(1)
q = diag([1 2 3])
r = a .* a
v = a * 1i
disp(a)
x = eye(0)
y = eye(3) == 1
z = a .^ 2
ab = a * [1 2 3]'
ad = a * magic(3)
ae = a + 0
af = eye(3)*NaN
ag = eye(3)(2,2)
ah = {a}
s.g = eye(2); s.h = [1 0; 0 1]; s
ak = eye(2)*0.5
al = int8(eye(2))
an = 2 \ eye(2)
ao = eye(2)*[Inf 1; 1 1]
ap = [eye(2)]
aq = full(eye(2))
ar = eye(2)/0
as = diag([1 2], 1)
at = diag(int8([1 2]))
au = eye(2, 'single')
av = diag([1i 2])
aw = eye(2) - eye(2)
ax = [1 2 3] * eye(3, 2)
ay = eye(2) * true
w = eye(3); w(2, 2) = 5; w
w(1, 2) = 1; w
t = eye(3); t(:) = 4; t
