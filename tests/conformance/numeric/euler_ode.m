h = 0.1;
y = 1;
for t = 0:h:0.9
  y = y + h * (-2 * y);
end
y
