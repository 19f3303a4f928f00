% find and x(mask) write each element at the next free place (branch-free):
% every shape rule, limits, NaN, complex, integer and char inputs.
k = (1:40)';
x = mod (k .* 37, 17) - 8;
m = x > 0;
disp (find (m)')
disp (size (find (m')))
disp (find (m', 3))
disp (find (x, 5)')
disp (find (m, 40)')
disp (size (find ([])))
disp (size (find (zeros (1, 0))))
disp (size (find (zeros (0, 3))))
disp (size (find (0)))
disp (find (5))
disp (find ([0 NaN 0 -Inf 2]))
disp (find ([0, 1i, 0, 2+0i]))
disp (find (int8 ([0 -3 0 4])))
disp (find ('a b'))
disp (size (find (false (3, 4))))
disp (find (true (2, 2))')
disp (find (sparse ([0 1 0 2]))')
y = x(m);
disp (y')
disp (size (x(m')))
disp (size (x(false (40, 1))))
disp (x(true (40, 1))(end - 2:end)')
r = x';
disp (r(r < -5))
disp (size (r(r > 100)))
M = reshape (x, 5, 8);
disp (M(M > 6)')
disp (M(logical ([1 0 1]))')
z = x + 1i;
disp (z(m(1:6)).')
big = mod ((1:300000)' * 40503, 1000);
w = big(big < 500);
printf ('%d %d %d %d\n', numel (w), sum (w), w(1), w(end));
f = find (big < 500);
printf ('%d %d %d %d\n', numel (f), sum (f), f(1), f(end));
f = find (big < 500, 1000);
printf ('%d %d\n', numel (f), f(end));
