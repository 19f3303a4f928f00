v = 1:5;
v(end) = []
