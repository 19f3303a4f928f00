rand('twister', 100);
r = randi([5 8], 2, 3)
