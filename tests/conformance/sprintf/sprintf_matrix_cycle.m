s = sprintf('%d:%d;', [1 2; 3 4])
