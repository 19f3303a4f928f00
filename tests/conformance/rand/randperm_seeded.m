rand('twister', 9);
p = randperm(6)
