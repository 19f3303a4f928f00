k = 0;
while true
  k = k + 3;
  if k > 10, break; end
end
k
