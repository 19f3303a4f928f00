fprintf('%d, %d\n', [1 2 3 4 5]);
