% a Map with numeric keys: key sets as arrays and cells, removal, empty results
m = containers.Map('KeyType', 'double', 'ValueType', 'any');
for k = [10 5 20 15]
  m(k) = sprintf('item%d', k);
end
keys(m)
isKey(m, [5 6 20])
values(m, {20, 5})
remove(m, {5, 20});
cell2mat(keys(m))
m.Count
e = containers.Map();
keys(e)
values(e)
c = containers.Map({'x'}, {[]});
isempty(c('x'))
