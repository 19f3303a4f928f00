v = [4 7 1 9];
acc = 0;
for i = numel(v):-1:1
  acc = acc * 10 + v(i);
end
acc
