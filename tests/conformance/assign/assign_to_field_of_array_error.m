s = struct('a', {1, 2});
s.a = 5
