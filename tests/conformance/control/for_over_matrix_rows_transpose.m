pts = [1 2; 3 4; 5 6];
for p = pts'
  fprintf('(%d,%d)\n', p(1), p(2));
end
