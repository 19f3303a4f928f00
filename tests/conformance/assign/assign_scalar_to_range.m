v = zeros(1, 6);
v(2:4) = 1
