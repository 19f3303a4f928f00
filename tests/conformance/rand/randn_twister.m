randn('twister', 3);
v = randn(1, 4)
