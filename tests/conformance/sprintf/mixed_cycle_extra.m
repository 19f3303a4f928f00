fprintf('%s-%d\n', 'ab', 1, 'cd', 2);
