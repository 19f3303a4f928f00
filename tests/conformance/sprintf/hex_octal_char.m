fprintf('%x %X %o %c\n', 255, 255, 8, 65);
