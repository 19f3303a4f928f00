names = {'alice', 'bob', 'carol'};
for k = 1:numel(names)
  fprintf('%s has %d letters\n', names{k}, length(names{k}));
end
