% Octave's chained assignment: the inner target first, the value passed outward.
a = b = 3
x = y(2) = 5
c = d = e = 1;
disp([a b c d e])
y
