% dsyev scales a matrix whose largest element is below sqrt (realmin / eps)
% (about 1.5e-146) or above its reciprocal into that range, and the
% eigenvalues back, which rounds them its own way.
B = [2 1 0.5; 1 3 1; 0.5 1 4];
printf('%.17g\n', eig(1e-160 * B))
printf('%.17g\n', eig(1e160 * B))
[V, D] = eig(1e-160 * B);
disp(num2str(V, 17))
printf('%.17g\n', diag(D))
[V, D] = eig(1e160 * B);
disp(num2str(V, 17))
printf('%.17g\n', diag(D))
