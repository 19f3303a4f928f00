rand('twister', 1);
x = rand(4, 1)
