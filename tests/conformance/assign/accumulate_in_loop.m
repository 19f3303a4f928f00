squares = [];
for k = 1:5
  squares(end+1) = k^2;
end
squares
