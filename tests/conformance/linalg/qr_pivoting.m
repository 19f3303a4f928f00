% QR with column pivoting: A*P = Q*R with abs(diag(R)) decreasing; P a
% permutation matrix, or a vector with "vector" or the economy form; one
% output is LAPACK's packed factorization (R with scaled reflectors below).
A = [1 2 3; 4 5 6; 7 8 10; 2 1 0];
X = qr(A, 0)
[Q, R, P] = qr(A);
R, P
disp(norm(Q*R - A*P) < 1e-12)
disp(norm(Q'*Q - eye(4)) < 1e-12)
[Q, R, p] = qr(A, 0)
[Q, R, p] = qr(A, "vector");
p
[Q, R, P] = qr(A', "matrix")
B = [4 1 2 0; 1 5 1 2; 2 1 9 1; 0 3 1 7];
[Q, R, P] = qr(B);
disp(P)
disp(round(abs(diag(R))' * 1e4) / 1e4)
disp(norm(Q*R - B*P) < 1e-12)
[Q, R, P] = qr(zeros(3, 2))
[q, r, p] = qr(5)
Pt = P'
[L, U, P] = lu(magic(3));
P
whos P
y = -P
z = P + 0
P(2, 2) = 1
