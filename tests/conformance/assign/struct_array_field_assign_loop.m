s = struct('v', {0, 0, 0});
for k = 1:3
  s(k).v = k^2;
end
[s.v]
