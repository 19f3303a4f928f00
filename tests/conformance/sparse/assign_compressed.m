% Assigning into a sparse matrix inserts into, replaces in or removes from
% its compressed columns; zeros are never stored.
A = sparse([1 0 2; 0 3 0; 4 0 5]);
A(2, 1) = 8
A(2, 2) = 0
nnz(A)
A(1, 3) = -1;
A(4, 5) = 9
A(:, 2) = [1; 2; 3; 4]
A(3, :) = 0
A([1 4], [1 3]) = [10 11; 12 13]
A(:, 4) = 7
A([2 2], 1) = [5; 6]
A([1 6]) = [0 21]
A(A > 10) = 1
A(:, [2 5]) = []
A([1 3], :) = []
B = speye(3);
B(2, :) = [4 0 6]
B(:, 1) = sparse([0; 0; 9])
B(2, 2) = true
s = spalloc(5, 5, 20); s(1, 1) = 1; disp(nzmax(s))
s(1, 1) = 0; disp(nzmax(s))
try
  B(:, 7) = []
catch err
  disp(err.message)
end
try
  B(1:2, 1:2) = [1 2 3]
catch err
  disp(err.message)
end
% Random element and block updates agree with the same ones on the full form.
rand('seed', 3);
R = sprand(30, 20, 0.2); F = full(R);
for k = 1:200
  i = floor(rand * 30) + 1; j = floor(rand * 20) + 1; x = round(rand * 3) - 1;
  R(i, j) = x; F(i, j) = x;
end
M = magic(5); R(3:7, [2 9 4]) = M(:, 1:3); F(3:7, [2 9 4]) = M(:, 1:3);
R(:, 11) = 0; F(:, 11) = 0;
disp(isequal(full(R), F)); disp(nnz(R) == nnz(F)); disp(issparse(R))
