parts = {};
for k = 1:3
  parts{end+1} = sprintf('item%d', k);
end
s = strjoin(parts, '+')
