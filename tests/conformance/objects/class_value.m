% classdef value class: defaults, constructor, methods, static methods, value semantics
a = Vec2(3, 4)
b = Vec2();
disp(b)
a.len()
len(a)
c = a;
c.x = 10;
disp([a.x c.x])
d = a.scaled(2);
disp([a.x d.x d.y])
dot(a, Vec2.unitX())
a.dot(Vec2(0, 1))
u = Vec2.unitX();
u.label = 'unit';
u
class(a)
isobject(a)
isa(a, 'Vec2')
isa(a, 'double')
fieldnames(a)
properties(a)
% a static method called through an instance
w = a.unitX();
disp([w.x w.y])
