x = 0:4;
y = 2 * x + 1;
p = polyfit(x, y, 1);
fprintf('%.4f %.4f\n', p);
v = polyval([1 0 -1], [0 1 2])
