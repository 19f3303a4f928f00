rand('twister', 42);
x = rand(1, 3)
