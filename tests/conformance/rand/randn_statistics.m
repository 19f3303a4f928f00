randn('twister', 123);
x = randn(1, 10000);
fprintf('%.2f %.2f\n', mean(x), std(x));
