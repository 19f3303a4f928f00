x = 1;
for k = 1:6
  x = (x + 2 / x) / 2;
end
fprintf('%.15f\n', x);
