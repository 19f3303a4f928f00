% spdiags: diagonals as columns, a matrix from them, and diagonals replaced.
N = 5;
I = ones(N, 1);
D2 = spdiags([I, -2*I, I], [-1:1], N, N);
full(D2)
D2
A = magic(4);
[B, d] = spdiags(A)
B2 = spdiags(A, [0 2])
C = spdiags([1:4]', 0, A)
W = spdiags([1 2 3; 4 5 6; 7 8 9], [-1 0 1], 3, 4);
full(W)
R = spdiags([1 2; 3 4; 5 6; 7 8], [0 1], 4, 2);
full(R)
T = spdiags(sparse([0 1; 2 0; 0 3]))
