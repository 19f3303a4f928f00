rand('twister', 2024);
A = rand(3)
