% More of Octave's operations on diagonal matrices.
D = diag([4 -1 9]);
a = D^2
b = D^-1
c = abs(D)
d = sqrt(diag([4 9]))
e = pinv(diag([2 0]))
f = diag([1 2]) / diag([0 2])
g = D .* 2
h = [D D]
k = diag(D)
m = trace(D)
n = eye(0)
p = eye(1)
q = D == D
r = D(:)'
s = D(logical([1 1 1]), :)
t = kron(eye(2), diag([1 2]))
u = diag([NaN Inf -Inf])
v = eye(2) * [Inf 1; 1 1]
% A diagonal matrix stored into a cell by () and a squeezed one stay
% diagonal; so does a squeezed permutation matrix.
c = {'x', 'yz'};
c(end) = eye(3)
s = squeeze(eye(2))
[l, u, P] = lu(magic(3));
q = squeeze(P)
