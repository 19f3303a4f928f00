% diff along each dimension, of every order, of each class.
x = [3 1 4 1 5 9 2 6];
diff(x)
diff(x, 3)
diff(x', 2)
M = magic(4);
diff(M)
diff(M, 1, 2)
diff(M, 2, 1)
A = reshape(1:24, 2, 3, 4) .^ 2;
diff(A, 1, 3)
diff(A, 2, 2)
diff(A)
diff(5)
diff([])
diff(zeros(3, 0), 1, 2)
diff(int8([100 -100 100]))
diff(uint8([5 3 9]))
diff(single([1.5 2.25 -7]))
diff([true false true])
diff([1+2i, 3-1i, -2i])
diff([1+2i; 3; 5-1i], 2)
class(diff(single([1 2])))
% A long vector and matrix: the vectorized loop.
v = sin(1:100000);
printf('%.17g\n', sum(diff(v)), sum(abs(diff(v, 2))));
W = reshape(cos(1:60000), 300, 200);
printf('%.17g\n', sum(sum(diff(W))), sum(sum(diff(W, 1, 2))), sum(sum(diff(W, 3, 2))));
diff('abd')
