% containers.Map key types, sorting and the value types it infers
p = containers.Map([3 1 2], {'c', 'a', 'b'});
keys(p)
values(p)
p(2)
p.KeyType
q = containers.Map({'b', 'a', 'B', 'a1'}, [10 20 30 40]);
keys(q)
q.ValueType
q('a1')
r = containers.Map('only', 7);
r('only')
r.KeyType
s = containers.Map({'x', 'y'}, {1, 'text'});
s.ValueType
t = containers.Map({'x', 'y'}, {1, 2}, 'UniformValues', false);
t.ValueType
u = containers.Map('KeyType', 'char', 'ValueType', 'double');
u('k') = 5;
class(u('k'))
u.ValueType
w = containers.Map('KeyType', 'int32', 'ValueType', 'any');
w(7) = 'seven';
w(-2) = 'minus two';
keys(w)
class(w.keys(){1})
n = containers.Map([1.5 0.25], [10 20]);
n(0.25)
