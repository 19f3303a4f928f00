n = 1234;
digits = [];
while n > 0
  digits(end+1) = mod(n, 10);
  n = floor(n / 10);
end
digits
