data = [1 2 2 3 3 3 4];
counts = zeros(1, 4);
for v = data
  counts(v) = counts(v) + 1;
end
counts
