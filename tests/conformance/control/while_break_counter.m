count = 0;
x = 27;
while x ~= 1
  if mod(x, 2) == 0
    x = x / 2;
  else
    x = 3 * x + 1;
  end
  count = count + 1;
end
count
