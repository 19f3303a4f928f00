rand('seed', 1);
x = rand(1, 3)
