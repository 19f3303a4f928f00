rand('twister', 2);
n = 5000;
x = rand(n, 1);
y = rand(n, 1);
est = 4 * mean(x.^2 + y.^2 <= 1);
fprintf('%.4f\n', est);
