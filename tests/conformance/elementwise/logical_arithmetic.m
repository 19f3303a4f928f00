% + - .* with logical operands: logical with logical, with double arrays and
% scalars, broadcast; the results are double, with the signs and NaNs the
% double operations give.
a = [true false true; false false true];
b = [1 0 1; 1 1 0] > 0;
a + b
a - b
a .* b
x = [-2 0 NaN; Inf -0 3];
x .* a
a .* x
x + a
a - x
1 ./ (x .* a)
a + [10; 20]
[1 2 3] - a
a .* (x > 0)
true + a
a - false
c = reshape(1:24, 2, 3, 4) > 10;
s = c + c(:, :, 1);
disp(size(s)); disp(sum(s(:)))
disp(class(a + b)); disp(class(single(2) + a)); disp(class(int8(5) - a))
disp(single(2.5) .* a)
disp(int8([100 120 -128]) + [true true true])
disp('a' + [true false])
disp(size(zeros(0, 3) + false(0, 3)))
m = mod(reshape(1:400, 20, 20), 3) == 0;
n = circshift(m, 1) + circshift(m, -1) + circshift(m, [0 1]) + m;
disp(sum(n(:))); disp(max(n(:)))
a + [1 2]
