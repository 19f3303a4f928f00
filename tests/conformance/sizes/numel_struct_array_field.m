s = struct('a', {1, 2, 3});
n = numel(s)
m = numel([s.a])
