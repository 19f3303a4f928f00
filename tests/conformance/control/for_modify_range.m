n = 3;
for k = 1:n
  n = 10;
  fprintf('%d ', k);
end
fprintf('\n');
