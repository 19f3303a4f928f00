% Two subscripts or more on a double array, taken a column at a time:
% a colon or run copied, other rows read from each column.
A = reshape(1:30, 5, 6) .^ 2 / 7;
A(:, 1:2:end)
A(1:2:end, :)
A(end:-1:1, :)
A(2:4, [6 1 1])
A([5 1], 2:3)
A(logical([1 0 1 0 1]), end)
A(:, :)
A(3, :)
A(:, 4)
A([], :)
A(:, [])
size(A(zeros(1, 0), 2:3))
B = reshape(1:60, 3, 4, 5);
B(:, 2, 4)
B(2:3, :, 5)
B([3 1], [4 2], [5 1])
B(:, :, end)
B(2, 7)
B(:, 13:14)
size(B(:, :))
s = sin(1:100000);
M = reshape(s, 400, 250);
printf('%.17g\n', sum(sum(M(:, 3:7:end))), sum(sum(M(end:-1:1, 1:2:end))), sum(sum(M([7 3 399], :))));
c = A(:);
size(c)
isequal(c', reshape(A, 1, []))
A(1:6, 2:3)
