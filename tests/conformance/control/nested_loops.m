M = zeros(3);
for i = 1:3
  for j = 1:3
    M(i, j) = i * 10 + j;
  end
end
M
