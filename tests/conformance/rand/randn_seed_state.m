randn('seed', 5);
x = randn(1, 3)
