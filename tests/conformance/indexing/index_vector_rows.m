% Index vectors among two subscripts: rows, columns, N-d arrays, empties.
A = reshape(1:12, 3, 4);
jj = [3 1 1 2];
B = A(jj, :)
C = A(:, [4 2])
D = A([2 3], 2:3)
N = reshape(1:24, 2, 3, 4);
E = N([2 1], 5:7)
F = A(zeros(1, 0), :)
G = A([1; 3], [1 4])
H = A(2, [1 1 1])
