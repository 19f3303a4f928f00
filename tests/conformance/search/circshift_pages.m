% circshift along each dimension of 3-D arrays of several classes, with
% shifts negative, zero and longer than the dimension.
A = reshape(1:24, 2, 3, 4);
disp(circshift(A, 1))
disp(circshift(A, [1 -2]))
disp(circshift(A, [0 4 -5]))
disp(circshift(A, 7, 3))
disp(circshift(A > 12, [1 1 1]))
disp(circshift(int16(A), -1, 2))
disp(circshift('abcdefg', 3))
disp(circshift('abcdefg', [0 -10]))
c = circshift({1, 'two', [3 4]}, 1, 2);
disp(class(c{1})); disp(c{2})
L = mod(reshape(1:36, 6, 6), 4) == 0;
N = circshift(L, [1 0]) + circshift(L, [-1 0]) + circshift(L, [1 -1]) + circshift(L, [-1 1])
disp(circshift(zeros(0, 3), 1))
disp(size(circshift(zeros(3, 0), 2)))
