fprintf('%d\n', 3e10);
fprintf('%d\n', 2^53);
fprintf('%d\n', -0.5);
