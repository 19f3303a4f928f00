s = struct('a', {1, 2});
x = s.a + 1
