A = [1 2 3; 4 5 6];
for col = A
  disp(col')
end
