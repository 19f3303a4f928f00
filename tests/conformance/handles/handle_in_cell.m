ops = {@sum, @prod, @max};
for k = 1:numel(ops)
  disp(ops{k}([2 3 4]))
end
