total = 0;
for k = 1:5
  total = total + k;
end
total
