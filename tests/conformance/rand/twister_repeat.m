rand('twister', 7);
a = rand();
rand('twister', 7);
b = rand();
isequal(a, b)
