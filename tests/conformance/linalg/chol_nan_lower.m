% chol as Octave's OpenBLAS potrf computes it: a NaN pivot is no failure
% (only a pivot <= 0 is), and 'lower' factors the lower triangle.
A = [4 NaN; 1 3];
R = chol(A)
L = chol(A, 'lower')
[R, p] = chol([4 1 0; 1 NaN 2; 0 2 -5])
[R, p] = chol([4 1 0; 1 -1 NaN; 0 NaN 5])
C = magic(4); C = C + C' + 40*eye(4); C(2, 3) = NaN;
R = chol(C)
[L, p] = chol([4 2 1; 2 NaN 1; 1 1 3], 'lower')
[R, p] = chol([4 2; 7 -3])
[L, p] = chol([4 2; 7 -3], 'lower')
chol([4 2; 2 3], 'lower')
chol(single([4 NaN; 1 3]))
chol([4 1i; -1i NaN])
% Above the blocked order: the NaN column and everything after it.
n = 120;
M = eye(n) * 4 + 0.01 * ones(n);
M(50, 50) = NaN;
R = chol(M);
disp([nnz(isnan(R)), nnz(isnan(R(1:49, :))), all(all(isnan(R(50:n, 50:n)) == triu(true(n - 49))))])
B = [4 2; 7 3];
chol(B, 'lower')
