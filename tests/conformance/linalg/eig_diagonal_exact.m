% eig of a diagonal matrix: exactly its diagonal, sorted, with the
% identity's columns permuted alongside (what LAPACK's dsyev gives).
x = eig(diag(1:5));
fprintf('%.17g ', x); fprintf('\n');
disp(x == (1:5)')
[V, D] = eig(diag([3 1 2 1]))
eig(diag([2 -1 0]))
[V, D] = eig(zeros(3))
