for k = 1:10
  if mod(k, 2) == 0
    continue
  end
  if k > 7
    break
  end
  fprintf('%d\n', k);
end
