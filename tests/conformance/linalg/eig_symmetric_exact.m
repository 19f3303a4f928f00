% Eigenvalues of real symmetric matrices, values only (LAPACK dsterf) and
% with vectors (dsteqr), to the last bit: exact where LAPACK's are exact,
% and the tiny eigenvalues of singular matrices as LAPACK rounds them.
printf('%.17g\n', eig([2 1 0; 1 2 0; 0 0 5]))
e = eig([2 1 0; 1 2 0; 0 0 5]);
disp(e(1) == 1)
printf('%.17g\n', eig(ones(4)))
[V, D] = eig(ones(4));
printf('%.17g\n', diag(D))
printf('%.17g\n', eig([1 2 3; 2 4 6; 3 6 9]))
printf('%.17g\n', eig(diag([3 -1 2 -1 5])))
printf('%.17g\n', eig(hilb(6)))
x = eig([4 -2 0 0; -2 4 -2 0; 0 -2 4 -2; 0 0 -2 4]);
printf('%.17g\n', x)
