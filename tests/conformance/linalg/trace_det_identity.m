A = [4 1; 2 3];
e = eig(A);
fprintf('%.4f %.4f\n', sum(e), trace(A));
fprintf('%.4f %.4f\n', prod(e), det(A));
