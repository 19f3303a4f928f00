s.k = 1;
for i = 1:2
  s.k = s.k * 10;
end
disp(s.k)
