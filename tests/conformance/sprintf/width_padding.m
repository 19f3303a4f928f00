fprintf('[%5d]\n', 42);
fprintf('[%-5d]\n', 42);
fprintf('[%05.1f]\n', 3.14159);
