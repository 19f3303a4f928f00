fprintf('%+d %+d %i %u\n', 5, -5, 7, 8);
