% rsf2csf, sqrtm and sylvester through the Schur forms (issue 42).
A = [4 -2 1 3 0; 1 5 -3 2 1; -2 1 3 -1 4; 0 2 -1 6 1; 3 0 2 -2 1];
[U, S] = schur(A);
[u, t] = rsf2csf(U, S);
disp(norm(u*t*u' - A) < 1e-12)
[U, S] = schur([1 2 0; -3 1 1; 0 0 2]);
[u, t] = rsf2csf(U, S)
[u, t] = rsf2csf(eye(2), [0 -1; 1 0])
[u, t] = rsf2csf(eye(2), [1 2; -3 1])
X = sqrtm(A)
X = sqrtm([4 1; 1 3])
disp(isreal(X))
X = sqrtm([1 2; 0 3])
X = sqrtm([1 2; 0 -3])
X = sqrtm([0 1; 1 0])
X = sqrtm(diag([4 9]))
X = sqrtm(-4)
X = sylvester([1 2; 3 4], [5 6; 7 8], [9 10; 11 12])
X = sylvester(A, A', eye(5))
try
  rsf2csf([1 2; 3 4], [1 2])
catch err
  disp(err.message)
end
try
  rsf2csf([1 2; 3 4] + 1i, [1 2; 3 4])
catch err
  disp(err.message)
end
try
  sylvester([1 2; 3 4], 1, [1; 2; 3])
catch err
  disp(err.message)
end
