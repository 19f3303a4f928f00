rand('twister', 11);
x = rand(100, 1);
fprintf('%d %d\n', all(x >= 0), all(x < 1));
size(rand(2, 3))
