% Rows read with A(i, :) and written with A(i, :) = v: of matrices, of a
% one-column matrix (a scalar), from a column vector or an array of other
% dims with as many elements, of a matrix another variable holds (which
% keeps its old value), of a diagonal matrix and a range (full once
% written), in a loop that reads a row, changes it and writes it back,
% and the errors: a row past the end, a value of another length.
A = reshape(1:12, 3, 4);
r = A(2, :)
c = A(:, 1)(3, :)
B = A;
A(2, :) = [10; 20; 30; 40];
A(3, :) = reshape(-1:-1:-4, 1, 1, 4);
disp(A); disp(B)
A(1, :) = A(3, :);
disp(A)
D = eye(3);
D(2, :) = [4 5 6]
E = eye(3)(2, :)
R = 1:5;
R(1, :) = [5 4 3 2 1]
S = zeros(4, 6);
for k = 1:4
  v = S(k, :);
  v(k) = k;
  v(6) = -k;
  S(k, :) = v;
end
disp(S)
x = S(2, :);
S(2, :) = x * 2;
disp(x); disp(S(2, :))
try
  q = A(4, :);
catch err
  disp(err.message)
end
try
  A(2, :) = [1 2 3];
catch err
  disp(err.message)
end
A(4, :) = 1:4;
disp(A)
