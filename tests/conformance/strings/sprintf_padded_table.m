names = {'alpha', 'b', 'gamma'};
vals = [1.5, 22.25, 333];
for k = 1:3
  fprintf('%-8s|%8.2f\n', names{k}, vals(k));
end
