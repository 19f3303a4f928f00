fprintf(1, 'to stdout %d\n', 1);
