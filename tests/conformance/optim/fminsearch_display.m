% fminsearch: results, outputs, Display iter and limits.
[x, fval, flag, out] = fminsearch (@(x) (x(1) - 1)^2 + (x(2) - 2)^2, [0 0])
[x, fval] = fminsearch (@(x) 100 * (x(2) - x(1)^2)^2 + (1 - x(1))^2, [-1.2, 1])
x = fminsearch (@(x) (x(1) - 5).^2 + (x(2) - 8).^4, [0; 0], optimset ('Display', 'iter'))
x = fminsearch (@(x) sum (x.^2), [1 2 3], optimset ('MaxIter', 10))
x = fminsearch (@(x, a) (x - a)^2, 1, [], 3)
