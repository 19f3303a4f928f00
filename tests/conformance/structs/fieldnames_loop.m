params.alpha = 0.5;
params.beta = 2;
names = fieldnames(params);
for k = 1:numel(names)
  fprintf('%s = %g\n', names{k}, params.(names{k}));
end
