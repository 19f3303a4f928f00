for k = 5:-2:1
  fprintf('%d ', k);
end
fprintf('\n');
