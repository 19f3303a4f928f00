% The permutation matrix of lu, and what keeps it one.
[L, U, P] = lu([1 2; 3 4; 5 6]);
P
a = P'
b = P * P
c = inv(P)
d = det(P)
e = P * [1; 2; 3]
f = [1 2 3] * P
g = P(:, :)
h = full(P)
k = P(2, :)
m = -P
n = P^2
[q, r, e2] = qr([1 2; 3 4]);
e2
