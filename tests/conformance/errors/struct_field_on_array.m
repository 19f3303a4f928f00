s = struct('a', {1, 2});
s(5).a
