x = ones(2, 3);
y = x(3, 1)
