function cells(x)
% args: [2 5 3]
% specialize: --shape x=[1 3]
% A cell array filled in a loop from unknown values: each element is
% tracked like a variable, so the known ones (the labels, the counts) fold
% while the unknown ones stay reads of the cell.
parts = cell(1, 3);
for k = 1:3
  parts{k} = x(k) * k;
end
labels = {};
for k = 1:numel(parts)
  labels{end + 1} = sprintf('p%d', k);
end
for k = 1:numel(labels)
  fprintf('%s = %g (%s)\n', labels{k}, parts{k}, class(labels{k}));
end
c = {};
c{2, 2} = 'corner';
c{1} = x;
disp(size(c));
disp(c{2, 2});
disp(c{1, 1});
end
