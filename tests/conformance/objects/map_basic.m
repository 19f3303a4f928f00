% containers.Map: construction, read, write, keys/values, Count, display
m = containers.Map()
m('banana') = 3;
m('apple') = 'red';
m('Cherry') = [1 2 3];
k = keys(m)
v = values(m)
m.Count
class(m.Count)
length(m)
numel(m)
size(m)
isempty(m)
class(m)
isobject(m)
isobject(5)
x = m('banana') * 2
m('banana') = m('banana') + 1;
disp(m('banana'))
disp(m)
m
e = containers.Map();
isempty(e)
length(e)
