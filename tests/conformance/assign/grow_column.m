v = [];
for k = 1:3
  v(k, 1) = k * 10;
end
v
