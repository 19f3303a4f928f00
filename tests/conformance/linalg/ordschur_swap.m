% ordschur: the selected eigenvalues lead the reordered Schur form.
[UR, SR] = ordschur([1 0;0 1], [1 2;0 3], [0 1])
A = [1, 2, 3, -2; 4, 5, 6, -5 ; 7, 8, 9, -5; 10, 11, 12, 4];
[U, T] = schur(A);
[US, TS] = ordschur(U, T, [0 0 1 1]);
norm(US*TS*US' - A) < 1e-10
abs(diag(T)(3:4) - diag(TS)(1:2))' < 1e-10
[U, T] = schur(A + 3i*eye(4));
[US, TS] = ordschur(U, T, [0 1 0 1]);
norm(US*TS*US' - (A + 3i*eye(4))) < 1e-10
abs(diag(T)([2 4]) - diag(TS)(1:2))' < 1e-10
[U, T] = schur(magic(5));
[US, TS] = ordschur(U, T, logical([0 0 0 0 1]));
abs(TS(1,1) - T(5,5)) < 1e-10
try
  ordschur(eye(2), eye(2), [1 1 1])
catch err
  disp(err.message)
end
