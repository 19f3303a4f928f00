s.items = struct('id', {1, 2});
s
