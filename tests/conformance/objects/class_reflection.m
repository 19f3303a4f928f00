% asking an object about its class: methods, ismethod, isprop, properties
v = Vec2(1, 2);
methods(v);
m = methods(v)
ismethod(v, 'len')
ismethod(v, 'x')
isprop(v, 'x')
isprop(v, 'len')
a = Account('x');
ismethod(a, 'deposit')
methods(a)
isprop(Circle(1), 'secret')
isprop(Circle(1), 'area')
p = properties(a)
