names = {'x', 'y'};
vals = [1.5 2];
for k = 1:2
  fprintf('%s=%.1f\n', names{k}, vals(k));
end
