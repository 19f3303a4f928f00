% Octave's `x++` and `x--` inside expressions: the value before the change.
i = 1; g = 5; zig = zeros(1, 3);
zig(i++, 1) = g++;
zig, i, g
v = [10 20 30];
w = v(i++)
i
y = g-- * 2
g
s.a = 3;
t = s.a++
s
x = 3;
x++
x
