% Transposes and powers share one precedence level, left to right, above
% unary minus and not.
y = [1 2 3].^[1 2 3]'
a = [1 2; 3 4];
b = a.^2'
c = -a'
d = a'^2
e = ~[1 0]'
f = [1 2].'.^2
g = 2.^[1 2]'
h = -2^2
k = 2^-1'
m = a'.'
