% Long elementwise expressions that call a library kernel are shared among
% the threads above a size: every element as computed alone, ranges and
% offsets included.
n = 100003;
k = (1:n)';
x = mod (k * 40503, 65536) / 64;
y = sin (x) .^ 2 + cos (x) .^ 2 - exp (-x) .* x;
disp (num2hex (y([1 2 1024 1025 50001 50002 65536 n])))
printf ('%.17g\n', sum (y))
r = sin (1:n) + 1;
disp (num2hex (r([1 50000 50001 50002 n])'))
z = atan2 (x, 3) .* log (x + 1);
disp (num2hex (z([1 777 90000 n])))
c = cos (x') * 2;
disp (size (c))
disp (num2hex (c([2 60000 n])'))
M = reshape (x(1:90000), 300, 300);
E = exp (-M / 100) - 1;
disp (num2hex (E([1 45000 90000])'))
s = sqrt (x) + abs (x - 512);
printf ('%.17g\n', sum (s))
w = sin (x(1:100)) .* 2;
printf ('%.17g\n', sum (w))
v = x;
v(2:2:end) = tanh (x(1:2:end - 1) / 100);
printf ('%.17g\n', sum (v))
