% Eigenvectors of general matrices: unit Euclidean norm, the largest
% component real, a conjugate pair's second vector the first's conjugate
% (a zero imaginary part prints as -0), and D a diagonal matrix.
[V, D] = eig(magic(4));
disp(V)
[V, D] = eig([1 2; 3 4])
[V, D] = eig([4 -2 1 0; 3 1 -1 2; 0 2 5 -3; 1 0 2 -1]);
disp(V)
disp(sqrt(sum(abs(V) .^ 2)))
[V, D] = eig([1 2 0; -2 1 0; 0 0 3])
[V, D] = eig([1 2; 3 4] + 1i * [0 1; 1 0]);
disp(V)
[V, D] = eig([0 1; -1 0])
