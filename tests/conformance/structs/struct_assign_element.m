s = struct('v', {1, 2});
s(2) = struct('v', 20);
[s.v]
