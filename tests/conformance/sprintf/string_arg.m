fprintf('%s is %d years\n', 'Ann', 30);
