M = [];
for k = 1:3
  M = [M; k, k^2];
end
M
