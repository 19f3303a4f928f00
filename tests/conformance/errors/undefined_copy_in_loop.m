if rand > 2, q = 1; end
for k = 1:3
  disp(k)
  t = q;
end
