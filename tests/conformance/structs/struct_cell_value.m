s = struct('list', {{1, 2, 3}});
size(s)
s.list
