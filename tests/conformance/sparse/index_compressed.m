% Indexing a sparse matrix reads its compressed columns: elements, columns,
% rows, blocks, general index vectors, linear indices and masks give
% sparse results shaped as Octave's.
A = sparse([1 0 2 0; 0 3 0 0; 4 0 5 6; 0 0 0 7]);
a = A(3, 1)
z = A(2, 1)
c = A(:, 3)
r = A(3, :)
b = A(2:4, [4 1 1])
p = A([4 1 3], 2:3)
q = A([3 3 1], :)
e = A([], 2)
l1 = A([1 3 5])
l2 = A([1; 3; 5])
l3 = A([1 2; 3 4])
all_ = A(:)'
m = A(logical([1 0 1 0; 0 1 0 0; 1 0 1 1; 0 0 0 1]))
ms = A(A > 2)
v = sparse([0 5 0 7]);
v1 = v([4 2])
v2 = v([4; 2])
rm = A(logical([1 0 1 0]), :)
L = sparse(logical([1 0; 1 1]));
lb = L(2, :)
C = sparse([1+2i 0; 0 3]);
cc = C(:, 1)
t = A(end, end)
disp(class(A(2, 2))); disp(issparse(A(2, 2)))
try
  A(5, 1)
catch err
  disp(err.message)
end
try
  A(17)
catch err
  disp(err.message)
end
try
  A(0, 1)
catch err
  disp(err.message)
end
% A random 60x50 matrix read every way agrees with its full form.
rand('seed', 7);
R = sprand(60, 50, 0.1); F = full(R);
I = [5 60 1 33 33 2]; J = [50 1 7 7 20];
disp(isequal(full(R(I, J)), F(I, J)))
disp(isequal(full(R(:, J)), F(:, J)))
disp(isequal(full(R(I, :)), F(I, :)))
disp(isequal(full(R(7:45, 3:40)), F(7:45, 3:40)))
disp(isequal(full(R(I)), F(I)))
disp(isequal(full(R(R > 0.5)), F(F > 0.5)))
disp(isequal(full(R(45:-1:3, :)), F(45:-1:3, :)))
