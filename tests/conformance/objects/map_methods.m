% containers.Map methods called both ways, isKey with cells, remove, values of a key set
m = containers.Map({'one', 'two', 'three'}, {1, 2, 3});
m.keys()
m.values()
m.values({'two', 'one'})
values(m, {'three'})
m.isKey('two')
isKey(m, {'one', 'four'; 'three', 'x'})
m.Count
m.KeyType
m.ValueType
remove(m, 'two');
keys(m)
m.remove('one');
keys(m)
k = m.keys;
class(k)
m.length()
