% Octave's digit separators: `_` between the digits of a number.
x = 1_000_000
y = 0x1_F
z = 1_0.5_1
w = 1_000.000_1e1_0
v = [1_2 3_4]
u = 2_5i
t = 123_456_789_012_345_678
