randn('state', 1);
y = randn(2, 2)
