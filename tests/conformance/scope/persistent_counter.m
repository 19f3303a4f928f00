function persistent_counter()
  for k = 1:3
    disp(tick())
  end
end
function n = tick()
  persistent count
  if isempty(count)
    count = 0;
  end
  count = count + 1;
  n = count;
end
