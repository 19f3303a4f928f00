k = 1;
x = 100;
while k < 10 && x > 1
  x = x / 3;
  k = k + 1;
end
fprintf('%d %.4f\n', k, x);
