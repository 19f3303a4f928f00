% isequal of objects: same class and equal properties; a Map equals itself
a = Vec2(1, 2);
b = Vec2(1, 2);
c = Vec2(1, 3);
isequal(a, b)
isequal(a, c)
isequal(a, 5)
isequal({a, 1}, {b, 1})
m = containers.Map();
isequal(m, m)
% obj(1) = other replaces a scalar object
a(1) = Vec2(9, 9);
disp(a.x)
isequal(a, b)
