found = 0;
for i = 1:5
  for j = 1:5
    if i * j == 12
      found = [i j];
      break
    end
  end
  if any(found)
    break
  end
end
found
