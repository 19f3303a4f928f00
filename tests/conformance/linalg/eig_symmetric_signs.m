% Eigenvectors of real symmetric matrices come out with LAPACK dsyev's
% signs (and bits): the tridiagonal reduction's reflectors, the QL/QR
% rotations and the final selection sort decide them.
[V, D] = eig([2 1; 1 2])
[V, D] = eig([4 1 2; 1 5 3; 2 3 6])
A = magic(4) + magic(4)';
[V, D] = eig(A);
disp(num2str(V, 17))
disp(num2str(diag(D)', 17))
[V, D] = eig(-[3 1 0; 1 3 1; 0 1 3])
[V, D] = eig(ones(3));
V
printf('%.17g\n', diag(D))
[V, D] = eig([2 0 0; 0 1 1; 0 1 1])
[V, D] = eig([5 0 0 0; 0 2 1 0; 0 1 2 0; 0 0 0 -1])
