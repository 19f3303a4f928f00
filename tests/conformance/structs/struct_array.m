s = struct('v', {1, 2, 3});
size(s)
s(2).v
