blocks = {ones(2), 2 * ones(2), 3 * ones(2)};
total = zeros(2);
for k = 1:numel(blocks)
  total = total + blocks{k};
end
total
