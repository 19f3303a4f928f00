lines = {'  ', 'data', ''};
for k = 1:numel(lines)
  fprintf('%d:%d\n', k, isempty(strtrim(lines{k})));
end
