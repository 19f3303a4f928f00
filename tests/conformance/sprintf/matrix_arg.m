A = [1 2; 3 4];
fprintf('%d %d\n', A);
