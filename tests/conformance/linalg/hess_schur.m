% hess and schur as LAPACK's unblocked routines order them (issue 42).
A = [4 -2 1 3 0; 1 5 -3 2 1; -2 1 3 -1 4; 0 2 -1 6 1; 3 0 2 -2 1];
[P, H] = hess(A)
printf('%.10f\n', norm(P*H*P' - A) < 1e-12);
[U, S] = schur(A)
S1 = schur(A);
disp(isequal(S1, S))
B = [1 2 3; 4 5 6; 7 8 10];
[P, H] = hess(B)
[U, S] = schur(B)
[U, S] = schur([0 1; -1 0])
[U, S] = schur([1 2 3; 0 4 5; 0 0 6])
[U, S] = schur([1 0 0; 2 3 0; 4 5 6])
Z = A + 1i*[1 0 2 0 1; 0 1 0 -1 0; 2 0 0 1 0; 0 1 1 0 2; 1 0 0 0 1];
H = hess(Z)
[p, h] = hess(5)
[u, s] = schur([])
try
  schur([1 2 3])
catch err
  disp(err.message)
end
try
  hess(ones(2, 3))
catch err
  disp(err.message)
end
