rand('seed', 42);
a = rand(1, 2);
rand('seed', 42);
b = rand(1, 2);
disp(isequal(a, b))
fprintf('%.6f %.6f\n', a);
