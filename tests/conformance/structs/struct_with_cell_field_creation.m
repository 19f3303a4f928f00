s = struct('name', {'a', 'b'});
t = struct('tags', {{'a', 'b'}});
size(s)
size(t)
