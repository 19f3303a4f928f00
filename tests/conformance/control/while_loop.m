n = 1;
while n < 100
  n = n * 2;
end
n
