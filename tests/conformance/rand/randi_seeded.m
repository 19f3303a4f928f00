rand('twister', 5);
r = randi(10, 1, 5)
